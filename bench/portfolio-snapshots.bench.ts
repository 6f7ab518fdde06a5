// Daily snapshot job budget: 1,000 users x 100 items (10% graded, 5% wishlist, 5 binders each)
// over 5,000 products with 30 days x 2 printings of prices. Times the job's two steps
// (refreshLatestPrices, recordPortfolioSnapshots), a re-run of the same day (upsert path) and
// two concurrent runs. npm run bench:snapshots (DATABASE_URL=... to use a running PostgreSQL).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { recordPortfolioSnapshots } from '#server/jobs/portfolio-snapshots.ts';
import { refreshLatestPrices } from '#server/prices/latest-prices.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { seedPricedBenchCatalog } from './priced-bench-catalog.ts';

const USERS = 1_000;
const ITEMS_PER_USER = 100;
const PRODUCTS = 5_000;
const PRICE_DAYS = 30;

async function seed(pool: pg.Pool) {
  await seedPricedBenchCatalog(pool, PRODUCTS, PRICE_DAYS);

  await pool.query(
    `INSERT INTO users (email, referral_handle)
     SELECT 'bench' || n || '@bench.test', 'bench' || n FROM generate_series(1, ${USERS}) n`,
  );
  await pool.query(
    `INSERT INTO binders (user_id, name) SELECT u.id, 'Binder ' || b
     FROM users u, generate_series(1, 5) b`,
  );
  await pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type, variant, wishlist, quantity,
       graded, grade_score, grading_company, binder_id)
     SELECT u.id, 'bench-' || (1 + (u.id * 131 + i * 7) % ${PRODUCTS}), 'card',
       CASE WHEN i % 3 = 0 THEN 'holo' WHEN i % 7 = 0 THEN 'reverse' ELSE 'normal' END,
       i % 20 = 0, 1 + i % 3, i % 10 = 0,
       CASE WHEN i % 10 = 0 THEN 7 + (i % 7) * 0.5 END,
       CASE WHEN i % 10 = 0 THEN (ARRAY['PSA', 'CGC', 'BGS', 'TAG'])[1 + i % 4] END,
       CASE WHEN i % 6 = 0 THEN NULL ELSE (SELECT min(b.id) FROM binders b WHERE b.user_id = u.id) + i % 5 END
     FROM users u, generate_series(1, ${ITEMS_PER_USER}) i`,
  );
  for (const table of ['price_points', 'user_products', 'binders', 'users']) {
    await pool.query(`VACUUM (ANALYZE) ${table}`);
  }
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await work();
  console.log(
    `  ${label.padEnd(52)} ${(performance.now() - t0).toFixed(0).padStart(6)} ms  (${String(result)})`,
  );
  return result;
}

async function main() {
  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => {});
  try {
    const t0 = performance.now();
    await seed(pool);
    console.log(
      `seeded ${USERS} users x ${ITEMS_PER_USER} items, ${PRODUCTS} products x ${PRICE_DAYS} days x 2 printings ` +
        `in ${database.kind} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const day = new Date().toISOString().slice(0, 10);
    const started = performance.now();
    await timed('refreshLatestPrices (rows)', () => refreshLatestPrices(pool));
    await timed('recordPortfolioSnapshots, first run (rows written)', () =>
      recordPortfolioSnapshots(pool, day),
    );
    console.log(`  daily job total: ${((performance.now() - started) / 1000).toFixed(2)} s`);
    await timed('recordPortfolioSnapshots, same day again (upserts)', () =>
      recordPortfolioSnapshots(pool, day),
    );
    await timed('two concurrent runs (rows written by both)', async () => {
      const counts = await Promise.all([1, 2].map(() => recordPortfolioSnapshots(pool, day)));
      return counts.join(' + ');
    });
    const { rows } = await pool.query<{ rows: number; keys: number }>(
      `SELECT count(*)::int AS rows,
         count(DISTINCT (user_id, coalesce(binder_id, 0), snapshot_date))::int AS keys
       FROM portfolio_snapshots`,
    );
    console.log(`  snapshot rows ${rows[0]?.rows}, distinct (user, binder, day) ${rows[0]?.keys}`);
    if (rows[0]?.rows !== rows[0]?.keys || rows[0]?.rows !== USERS * 6) {
      throw new Error('expected exactly one row per user, binder and day');
    }
  } finally {
    await pool.end();
    await database.drop();
  }
}

await main();
