// Imports a catalog dump: npm run catalog:import -- <dir>
// Uses DATABASE_URL, else the app's embedded PostgreSQL (stop the app first: one data folder).
import path from 'node:path';
import { formatImportSummary } from '#server/catalog/import/format-summary.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { describeDatabase, runScript, withAppDb } from './lib/run-script.ts';

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir || dir.startsWith('-')) {
    console.error('usage: npm run catalog:import -- <catalog dir>');
    return 2;
  }
  return withAppDb(async ({ pool }, database) => {
    console.log(`importing ${path.resolve(dir)} (${describeDatabase(database)})`);
    const summary = await importCatalog(pool, path.resolve(dir), {
      onProblem: (message) => console.error(message),
    });
    console.log(formatImportSummary(summary));
    return 0;
  });
}

runScript(main, { failed: 'catalog import failed' });
