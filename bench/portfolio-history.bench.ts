// /home's portfolio history (decision 051) for one large collection: 10,000 owned items (10%
// graded, in 5 binders, added over 400 days) and 500 removed ones, over 1,000 products x 2
// printings x 400 days of prices. Times GET .../portfolio/history's work (whole collection and
// one binder), cold and warm. npm run bench:history (DATABASE_URL=... to use a running PostgreSQL).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createHoldingsHistoryService } from '#server/collection/snapshots/holdings-history.service.ts';
import type { ServerDeps } from '#server/deps.ts';
import { refreshLatestPrices } from '#server/prices/latest-prices.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { seedPricedBenchCatalog } from './priced-bench-catalog.ts';

const ITEMS = 10_000;
const REMOVED = 500;
const PRODUCTS = 1_000;
const DAYS = 400;

async function seed(pool: pg.Pool): Promise<{ userId: number; binderId: number }> {
  await seedPricedBenchCatalog(pool, PRODUCTS, DAYS);

  await refreshLatestPrices(pool);
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (email, referral_handle) VALUES ('bench@bench.test', 'bench') RETURNING id`,
  );
  const userId = rows[0]?.id as number;
  await pool.query(
    `INSERT INTO binders (user_id, name) SELECT $1, 'Binder ' || b FROM generate_series(1, 5) b`,
    [userId],
  );
  await pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type, variant, quantity, graded,
       grade_score, grading_company, binder_id, purchase_price_cents, created_at)
     SELECT $1, 'bench-' || (1 + (i * 7) % ${PRODUCTS}), 'card',
       CASE WHEN i % 3 = 0 THEN 'holo' ELSE 'normal' END, 1 + i % 3, i % 10 = 0,
       CASE WHEN i % 10 = 0 THEN 7 + (i % 7) * 0.5 END,
       CASE WHEN i % 10 = 0 THEN (ARRAY['PSA', 'CGC', 'BGS', 'TAG'])[1 + i % 4] END,
       (SELECT min(id) FROM binders WHERE user_id = $1) + i % 5, 100 + i % 900,
       now() - ((i % ${DAYS}) || ' days')::interval
     FROM generate_series(1, ${ITEMS + REMOVED}) i`,
    [userId],
  );
  await pool.query(
    `DELETE FROM user_products WHERE id IN (
       SELECT id FROM user_products WHERE user_id = $1 ORDER BY id LIMIT ${REMOVED})`,
    [userId],
  );
  for (const table of ['price_points', 'user_products', 'collection_removals']) {
    await pool.query(`VACUUM (ANALYZE) ${table}`);
  }
  const binder = await pool.query<{ id: number }>(
    'SELECT min(id) AS id FROM binders WHERE user_id = $1',
    [userId],
  );
  return { userId, binderId: binder.rows[0]?.id as number };
}

/** The first call (cold: prices read from price_points) and the median of the rest (warm). */
async function timed(label: string, runs: number, work: () => Promise<number>) {
  const times: number[] = [];
  let days = 0;
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    days = await work();
    times.push(performance.now() - t0);
  }
  const [cold = 0, ...warm] = times;
  warm.sort((a, b) => a - b);
  const median = warm[Math.floor(warm.length / 2)] ?? 0;
  console.log(
    `  ${label.padEnd(18)} cold ${cold.toFixed(0).padStart(5)} ms, warm median ${median.toFixed(0).padStart(5)} ms (${days} days)`,
  );
}

async function main() {
  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => {});
  try {
    const t0 = performance.now();
    const { userId, binderId } = await seed(pool);
    console.log(
      `seeded ${ITEMS} items (+${REMOVED} removed), ${PRODUCTS} products x 2 printings x ${DAYS} days ` +
        `in ${database.kind} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const config = { SEED_DEMO_CATALOG: false } as ServerDeps['config'];
    // Each its own service, so each starts without kept prices.
    const service = () => createHoldingsHistoryService({ pool, config });
    const whole = service();
    const binder = service();
    await timed(
      'whole collection',
      5,
      async () => (await whole.getHistory(userId, null)).days.length,
    );
    await timed(
      'one binder',
      5,
      async () => (await binder.getHistory(userId, binderId)).days.length,
    );
  } finally {
    await pool.end();
    await database.drop();
  }
}

await main();
