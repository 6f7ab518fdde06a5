// Restores a backup over the app's database: npm run db:restore -- <file>
// Everything in the database is replaced by the backup, in one transaction.
// Uses DATABASE_URL, else the embedded PostgreSQL (stop the app first: one data folder).
// PG_RESTORE names the pg_restore binary (it must be at least the server's major version).
import { existsSync } from 'node:fs';
import { openAppDatabase } from '#server/catalog/catalog-database.ts';
import { loadConfig } from '#server/config.ts';
import { restoreDatabase } from '#server/db/backup.ts';
import { runScript } from './lib/run-script.ts';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || !existsSync(file)) {
    console.error(file ? `no such file: ${file}` : 'usage: npm run db:restore -- <backup file>');
    return 2;
  }
  const database = await openAppDatabase(loadConfig());
  try {
    const started = Date.now();
    await restoreDatabase(database.url, file, { pgRestore: process.env.PG_RESTORE });
    console.log(`restored ${file} in ${Date.now() - started} ms`);
    return 0;
  } finally {
    await database.close();
  }
}

runScript(main);
