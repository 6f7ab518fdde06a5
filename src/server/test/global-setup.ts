import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../db/embedded.ts';
import { runMigrations } from '../db/migrate.ts';
import { withDatabase } from './test-database.ts';

/**
 * One PostgreSQL for the whole run: the server at DATABASE_URL when set, else an embedded one.
 * It migrates a template database once; every test file copies it (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup() {
  if (process.env.TEST_ADMIN_DATABASE_URL && process.env.TEST_TEMPLATE_DATABASE) {
    return;
  }
  let embedded: EmbeddedDatabase | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataDir = path.resolve('.data', `test-pg-${process.pid}`);
    const port = 20000 + Math.floor(Math.random() * 20000);
    embedded = await startEmbeddedPostgres({ dataDir, port, persistent: false });
    adminUrl = embedded.url;
  }
  const template = `cf_template_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  await runMigrations(withDatabase(adminUrl, template));
  process.env.TEST_ADMIN_DATABASE_URL = adminUrl;
  process.env.TEST_TEMPLATE_DATABASE = template;

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`).catch(() => {});
    await client.end();
    await embedded?.stop();
    if (dataDir) {
      await rm(dataDir, { recursive: true, force: true });
    }
  };
}
