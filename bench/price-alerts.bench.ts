// Price alert budget (issue 37): 100,000 users x 20 alerts evaluated after a daily price run
// in under 60 s. 5,000 cards x 2 printings x 31 days of prices, each user with 5 wishlist
// items and collection snapshots today and 1, 7 and 30 days back; per user 6 above, 6 below,
// 4 move, 2 collection-move and 2 wishlist-drop alerts. Times evaluatePriceAlerts (one
// statement per kind, notifications and deliveries stored), the same day again (nothing new)
// and the digest gathering. npm run bench:price-alerts (DATABASE_URL=... for a running PostgreSQL).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sendAlertDigests } from '#server/price-alerts/alert-digests.ts';
import { evaluatePriceAlerts } from '#server/price-alerts/evaluate-price-alerts.ts';
import { refreshLatestPrices } from '#server/prices/latest-prices.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { seedPricedBenchCatalog } from './priced-bench-catalog.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const ALERTS_PER_USER = 20;
const PRODUCTS = 5_000;
const PRICE_DAYS = 31;

async function seed(pool: pg.Pool) {
  await seedPricedBenchCatalog(pool, PRODUCTS, PRICE_DAYS);
  await refreshLatestPrices(pool);
  await pool.query(
    `INSERT INTO users (email, referral_handle)
     SELECT 'bench' || n || '@bench.test', 'bench' || n FROM generate_series(1, ${USERS}) n`,
  );
  // One in ten users takes a daily digest.
  await pool.query(
    `INSERT INTO price_alert_settings (user_id, digest) SELECT id, 'daily' FROM users WHERE id % 10 = 0`,
  );
  await pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type, variant, wishlist, quantity)
     SELECT u.id, 'bench-' || (1 + (u.id * 131 + i * 17) % ${PRODUCTS}), 'card', 'normal', true, 1
     FROM users u, generate_series(1, 5) i`,
  );
  await pool.query(
    `INSERT INTO portfolio_snapshots (user_id, binder_id, snapshot_date, value_cents)
     SELECT u.id, NULL, current_date - back, 100000 + abs(hashtext(u.id || '/' || back)) % 100000
     FROM users u, unnest(ARRAY[0, 1, 7, 30]) back`,
  );
  // Thresholds spread so a few percent of each kind hit, as on a real day.
  await pool.query(
    `INSERT INTO price_alerts (user_id, kind, product_id, variant, threshold_cents,
       threshold_percent, window_days)
     SELECT u.id, k.kind,
       CASE WHEN k.kind LIKE 'product%' THEN 'bench-' || (1 + (u.id * 7 + i * 101) % ${PRODUCTS}) END,
       CASE WHEN k.kind LIKE 'product%' THEN (ARRAY['normal', 'holo'])[1 + i % 2] END,
       CASE k.kind WHEN 'product_above' THEN 48000 + (u.id + i) % 2000
                   WHEN 'product_below' THEN 100 + (u.id + i) % 1000 END,
       CASE WHEN k.kind IN ('product_move', 'collection_move', 'wishlist_drop')
            THEN CASE k.kind WHEN 'collection_move' THEN 60 + (u.id + i) % 30
                             WHEN 'wishlist_drop' THEN 97 + (u.id + i) % 3
                             ELSE 2000 + (u.id * 13 + i) % 3000 END END,
       CASE WHEN k.kind IN ('product_move', 'collection_move', 'wishlist_drop')
            THEN (ARRAY[1, 7, 30])[1 + (u.id + i) % 3] END
     FROM users u, generate_series(1, ${ALERTS_PER_USER}) i,
       LATERAL (SELECT CASE WHEN i <= 6 THEN 'product_above' WHEN i <= 12 THEN 'product_below'
         WHEN i <= 16 THEN 'product_move' WHEN i <= 18 THEN 'collection_move'
         ELSE 'wishlist_drop' END AS kind) k`,
  );
  for (const table of ['price_alerts', 'user_products', 'portfolio_snapshots', 'users']) {
    await pool.query(`VACUUM (ANALYZE) ${table}`);
  }
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const result = await work();
  console.log(
    `  ${label.padEnd(52)} ${(performance.now() - t0).toFixed(0).padStart(7)} ms  ${JSON.stringify(result)}`,
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
      `seeded ${USERS} users x ${ALERTS_PER_USER} alerts, ${PRODUCTS} cards x 2 printings x ` +
        `${PRICE_DAYS} days in ${database.kind} (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const day = new Date().toISOString().slice(0, 10);
    await timed('evaluatePriceAlerts, first run (stored per kind)', () =>
      evaluatePriceAlerts(pool, day),
    );
    await timed('evaluatePriceAlerts, same day again (nothing new)', () =>
      evaluatePriceAlerts(pool, day),
    );
    await timed('sendAlertDigests (digests stored)', () => sendAlertDigests(pool, day));
    const { rows } = await pool.query(
      `SELECT (SELECT count(*)::int FROM notifications) AS notifications,
         (SELECT count(*)::int FROM notification_deliveries) AS deliveries`,
    );
    console.log(`  ${JSON.stringify(rows[0])}`);
  } finally {
    await pool.end();
    await database.drop();
  }
}

await main();
