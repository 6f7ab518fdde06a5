// Catalog import benchmark: npm run bench:catalog-import [-- <catalog dir>]
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { formatImportSummary } from '#server/catalog/import/format-summary.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { catalogDirFromArgv } from './catalog-files.ts';

/** How many Japanese and Chinese sets the import named after an English set (decision 079). */
async function reportSetEnglishNames(pool: pg.Pool) {
  const { rows } = await pool.query<{ language: string; named: number; total: number }>(
    `SELECT language, count(english_name)::int AS named, count(*)::int AS total
     FROM catalog_sets WHERE language <> 'english' GROUP BY language ORDER BY language`,
  );
  for (const row of rows) {
    console.log(`${row.language} sets with an English name: ${row.named} of ${row.total}`);
  }
}

async function main() {
  const dir = catalogDirFromArgv();
  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => {});
  try {
    console.log(`catalog ${dir} -> fresh ${database.kind}`);
    const onProblem = (message: string) => console.error(message);
    const t0 = performance.now();
    const first = await importCatalog(pool, dir, { onProblem });
    const firstSeconds = (performance.now() - t0) / 1000;
    const rows = first.files.reduce((sum, file) => sum + file.inserted + file.updated, 0);
    console.log(formatImportSummary(first));
    console.log(
      `full import: ${firstSeconds.toFixed(2)} s, ${rows} rows, ${Math.round(rows / firstSeconds)} rows/s`,
    );

    await reportSetEnglishNames(pool);

    const t1 = performance.now();
    const second = await importCatalog(pool, dir, { onProblem });
    const secondSeconds = (performance.now() - t1) / 1000;
    const changed = second.files.reduce((sum, file) => sum + file.inserted + file.updated, 0);
    console.log(formatImportSummary(second));
    console.log(`idempotent re-run: ${secondSeconds.toFixed(2)} s, ${changed} rows changed`);
    console.log(`target < 60 s: ${firstSeconds < 60 ? 'met' : 'MISSED'}`);
  } finally {
    await pool.end();
    await database.drop();
  }
}

await main();
