// The first collection-chart request of a demo-database user (decision 017):
//   npm run bench:price-demo-chart -- [--catalog /work/shared/catalog] [--users 5] [--items 100]
// Imports the catalog into a fresh database (DATABASE_URL's server, else an embedded
// PostgreSQL), stores the last 2 simulated days of the products held (as the start-up
// simulation of a large catalog does), then times each user's first chart: the work of
// GET /portfolio/snapshots on a demo database (the simulated year computed from the walk,
// the backfill, the stored and live rows). Target: well under 300 ms for 100 items.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import {
  backfillSnapshots,
  findLiveTodaySnapshots,
  findSnapshots,
} from '#server/collection/snapshots/snapshots.repository.ts';
import { demoSeriesForUser } from '#server/prices/demo-history.ts';
import { simulatePrices } from '#server/prices/simulate/simulate-prices.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { loadAverage } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    catalog: { type: 'string', default: '/work/shared/catalog' },
    users: { type: 'string', default: '5' },
    items: { type: 'string', default: '100' },
  },
});
const USERS = Number(values.users);
const ITEMS = Number(values.items);
const load = () => `load average: ${loadAverage(', ')}`;

async function pricePointCount(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM price_points');
  return rows[0]?.n ?? 0;
}

/** A user holding `ITEMS` products (every tenth graded PSA 9), offset so users differ. */
async function createCollector(pool: pg.Pool, index: number, ids: string[]): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO users (email, referral_handle) VALUES ($1, $2) RETURNING id`,
    [`demo-chart-${index}@bench.test`, `demochart${index}`],
  );
  const userId = rows[0]?.id as number;
  await pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type, variant, quantity, graded,
       grade_score, grading_company)
     SELECT $1, p.id, p.product_type, 'normal', 1, n % 10 = 0,
       CASE WHEN n % 10 = 0 THEN 9 END, CASE WHEN n % 10 = 0 THEN 'PSA' END
     FROM unnest($2::text[]) WITH ORDINALITY AS held(id, n)
     JOIN catalog_products p ON p.id = held.id`,
    [userId, ids],
  );
  return userId;
}

async function main(): Promise<void> {
  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  try {
    console.log(`database: ${database.kind}; ${load()}`);
    await importCatalog(pool, values.catalog);
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM catalog_products ORDER BY md5(id) LIMIT $1`,
      [ITEMS * USERS],
    );
    const ids = rows.map((row) => row.id);
    await simulatePrices(pool, { products: { kind: 'ids', ids }, writeLastDays: 2 });
    await pool.query('VACUUM (ANALYZE) price_points');
    const today = new Date().toISOString().slice(0, 10);
    const rowsBefore = await pricePointCount(pool);
    const times: number[] = [];
    for (let index = 0; index < USERS; index++) {
      const userId = await createCollector(
        pool,
        index,
        ids.slice(index * ITEMS, (index + 1) * ITEMS),
      );
      const before = load();
      const started = performance.now();
      const series = await demoSeriesForUser(pool, userId);
      const computed = performance.now() - started;
      await backfillSnapshots(pool, userId, today, series);
      const stored = await findSnapshots(pool, userId);
      const live = await findLiveTodaySnapshots(pool, userId, today);
      const ms = performance.now() - started;
      times.push(ms);
      console.log(
        `user ${index + 1}: ${ITEMS} items, first chart ${ms.toFixed(0)} ms ` +
          `(simulated year ${computed.toFixed(0)} ms), ` +
          `${stored.length + live.length} days (${before})`,
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `first chart, ${ITEMS} items: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms, ` +
        `max ${sorted.at(-1)?.toFixed(0)} ms; price_points rows ${rowsBefore} -> ` +
        `${await pricePointCount(pool)}; ${load()}`,
    );
  } finally {
    await pool.end();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
