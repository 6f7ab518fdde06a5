// Price import and simulation speed: npx tsx bench/prices-import.bench.ts [--rows 100000]
//   [--catalog <dir>]  (a catalog dump to import first; default: the demo catalog)
// Uses a fresh database on DATABASE_URL's server, else a throwaway embedded PostgreSQL.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDays } from '#core/prices/price-dates.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { importPriceFile } from '#server/prices/import/import-prices.ts';
import { simulateStartupPrices } from '#server/prices/seed-prices-on-start.ts';
import { DEMO_CATALOG_DIR } from '#server/prices/simulate/demo-product-ids.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';

const { values } = parseArgs({
  options: { rows: { type: 'string', default: '100000' }, catalog: { type: 'string' } },
});
const ROWS = Number(values.rows);
const END = '2025-06-30';

function priceCsv(productIds: string[], rows: number): string {
  const lines = ['product_id,variant,date,market_price,psa_10_price,graded_9_price'];
  const days = Math.ceil(rows / productIds.length);
  for (let i = 0; i < rows; i++) {
    const id = productIds[i % productIds.length];
    const day = Math.floor(i / productIds.length);
    const cents = 100 + ((i * 7919) % 50_000);
    lines.push(`${id},normal,${addDays(END, day - days)},${cents / 100},${(cents * 8) / 100},`);
  }
  return `${lines.join('\n')}\n`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cardfolio-prices-bench-'));
  try {
    console.log(`database: ${database.kind}`);
    const catalog = await importCatalog(pool, values.catalog ?? DEMO_CATALOG_DIR);
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM catalog_products');
    console.log(`catalog: ${rows.length} products (${seconds(catalog.ms)})`);

    const file = path.join(dir, 'prices.csv');
    await writeFile(
      file,
      priceCsv(
        rows.map((row) => row.id),
        ROWS,
      ),
    );
    const now = new Date(`${END}T12:00:00Z`);
    const first = await importPriceFile(pool, file, { now });
    console.log(
      `import ${ROWS} CSV rows, new:       ${seconds(first.ms)} (${Math.round(ROWS / (first.ms / 1000))} rows/s, inserted ${first.inserted}, latest refreshed ${first.latestPricesRefreshed})`,
    );
    const again = await importPriceFile(pool, file, { now });
    console.log(
      `import ${ROWS} CSV rows, unchanged: ${seconds(again.ms)} (unchanged ${again.unchanged})`,
    );

    await pool.query('TRUNCATE price_points, product_latest_prices');
    const started = performance.now();
    const startup = await simulateStartupPrices(pool);
    console.log(
      `start-up simulation: ${seconds(performance.now() - started)} (${startup.products} products, ${startup.rows} rows, ${startup.refreshed} latest prices)`,
    );
  } finally {
    await pool.end();
    await database.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
