// Backs up the app's database: npm run db:backup -- [file]   (default backups/cardfolio-<time>.dump)
// Uses DATABASE_URL, else the embedded PostgreSQL (stop the app first: one data folder).
// PG_DUMP names the pg_dump binary (it must be at least the server's major version).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { openAppDatabase } from '#server/catalog/catalog-database.ts';
import { loadConfig } from '#server/config.ts';
import { backupDatabase } from '#server/db/backup.ts';
import { backupFileName } from '#server/db/backup-files.ts';
import { runScript } from './lib/run-script.ts';

async function main(): Promise<number> {
  const file = path.resolve(process.argv[2] ?? path.join('backups', backupFileName(new Date())));
  await mkdir(path.dirname(file), { recursive: true });
  const database = await openAppDatabase(loadConfig());
  try {
    const started = Date.now();
    await backupDatabase(database.url, file, { pgDump: process.env.PG_DUMP });
    console.log(`backed up to ${file} in ${Date.now() - started} ms`);
    return 0;
  } finally {
    await database.close();
  }
}

runScript(main);
