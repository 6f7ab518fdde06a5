/**
 * `npm run admin:grant -- <email>`: makes the account with that e-mail an admin. Uses
 * DATABASE_URL, or the embedded PostgreSQL under DATA_DIR like `npm start` does.
 */
import path from 'node:path';
import { grantAdmin } from '#server/auth/users/grant-admin.ts';
import { loadConfig } from '#server/config.ts';
import { createDb } from '#server/db/client.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '#server/db/embedded.ts';
import { runMigrations } from '#server/db/migrate.ts';

async function main(): Promise<number> {
  const email = process.argv.slice(2).find((arg) => arg !== '--');
  if (!email) {
    console.error('Usage: npm run admin:grant -- <email>');
    return 2;
  }
  const config = loadConfig();
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(config.DATA_DIR, 'pg'),
      port: config.EMBEDDED_PG_PORT,
    });
    databaseUrl = embedded.url;
  }
  const { db, pool } = createDb(databaseUrl, { max: 1 });
  try {
    await runMigrations(databaseUrl);
    if (!(await grantAdmin(db, email))) {
      console.error(`No account with the e-mail ${email}. Sign up first, then run this again.`);
      return 1;
    }
    console.log(`${email} is now an admin.`);
    return 0;
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`admin:grant failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
