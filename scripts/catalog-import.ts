// Imports a catalog dump: npm run catalog:import -- <dir>
// Uses DATABASE_URL, else the app's embedded PostgreSQL (stop the app first: one data folder).
import path from 'node:path';
import pg from 'pg';
import { openAppDatabase } from '#server/catalog/catalog-database.ts';
import { formatImportSummary } from '#server/catalog/import/format-summary.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { loadConfig } from '#server/config.ts';

async function main(): Promise<number> {
  const dir = process.argv[2];
  if (!dir || dir.startsWith('-')) {
    console.error('usage: npm run catalog:import -- <catalog dir>');
    return 2;
  }
  const database = await openAppDatabase(loadConfig());
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    console.log(
      `importing ${path.resolve(dir)} (${database.embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'})`,
    );
    const summary = await importCatalog(pool, path.resolve(dir), {
      onProblem: (message) => console.error(message),
    });
    console.log(formatImportSummary(summary));
    return 0;
  } finally {
    await pool.end();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `catalog import failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
