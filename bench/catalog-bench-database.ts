import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '#server/db/embedded.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { withDatabase } from '#server/test/test-database.ts';

/**
 * A fresh, migrated database for a benchmark: a new database on DATABASE_URL's server when it
 * is set, else a throwaway embedded PostgreSQL. drop() removes it.
 */
export async function createBenchDatabase(): Promise<{
  url: string;
  kind: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `cf_bench_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = withDatabase(serverUrl, name);
    await runMigrations(url);
    const drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    };
    return { url, kind: `DATABASE_URL server, database ${name}`, drop };
  }
  const dataDir = path.join(os.tmpdir(), `cardfolio-bench-pg-${process.pid}`);
  const port = 20000 + Math.floor(Math.random() * 20000);
  const embedded = await startEmbeddedPostgres({ dataDir, port, persistent: false });
  await runMigrations(embedded.url);
  const drop = async () => {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { url: embedded.url, kind: 'embedded PostgreSQL', drop };
}
