// Friends budget: a collector with 50 friends who all share their collection with values
// (200 items each), one of them with 2,000 items. Measures GET /api/friends (a collection value
// per friend), GET /api/friends/{id}/collection, /trade-matches and the signed-out
// /api/shares/public/{token}, p50/p95 of app.inject round trips over 20 runs after 3 warm-ups,
// with the 1-minute load average (the machine is shared: the numbers move with it).
// npm run bench:friends (DATABASE_URL=... to use a running PostgreSQL).
import os from 'node:os';
import type pg from 'pg';
import { importFixtureCatalog } from '#server/catalog/test-fixtures/fixture-catalog.ts';
import { refreshLatestPrices } from '#server/prices/latest-prices.ts';
import { createShopUser, type TestUser } from '#server/test/shop-users.ts';
import { type BenchApp, timeInject, withBenchApp } from './support/bench-app.ts';
import { percentile } from './support/stats.ts';

const FRIENDS = 50;
const ITEMS_PER_FRIEND = 200;
const BIG_COLLECTION = 2_000;
const RUNS = 20;

async function addItems(pool: pg.Pool, userId: number, count: number, wishlistEvery: number) {
  await pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type, variant, quantity, wishlist,
       for_trade, created_at)
     SELECT $1, p.id, p.product_type, 'normal', 1 + n % 3, n % $3 = 0, n % 4 = 0,
       now() - n * interval '1 minute'
     FROM generate_series(1, $2) n
     CROSS JOIN LATERAL (SELECT id, product_type FROM catalog_products
       ORDER BY md5(id || n) LIMIT 1) p`,
    [userId, count, wishlistEvery],
  );
}

async function befriend(pool: pg.Pool, me: number, friend: number) {
  await pool.query('INSERT INTO friendships (user_id, friend_id) VALUES ($1, $2), ($2, $1)', [
    me,
    friend,
  ]);
  await pool.query(
    `INSERT INTO social_profiles (user_id, handle, visibility, show_values)
     VALUES ($1, $2, 'friends', true)`,
    [friend, `friend_${friend}`],
  );
}

async function measure(bench: BenchApp, url: string, user: TestUser | null, label: string) {
  const { roundTrip: times, bytes } = await timeInject(
    bench,
    () => ({ method: 'GET', url, headers: user?.headers ?? {} }),
    { runs: RUNS },
  );
  console.log(
    `  ${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms | ${(bytes / 1024).toFixed(0).padStart(5)} KB ` +
      `| load ${os.loadavg()[0]?.toFixed(2)}`,
  );
}

/** The fixture catalog with two daily prices per product. */
async function prepare(pool: pg.Pool) {
  await importFixtureCatalog(pool);
  await pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents)
     SELECT id, 'normal', d::date, 'bench', (abs(hashtext(id || d::text)) % 50000) + 25
     FROM catalog_products, generate_series(current_date - 1, current_date, interval '1 day') d`,
  );
  await refreshLatestPrices(pool);
}

async function main() {
  await withBenchApp({ prepare }, async (bench) => {
    const { app, pool } = bench;
    const me = await createShopUser(app);
    await addItems(pool, me.id, ITEMS_PER_FRIEND, 5);
    const friendIds: number[] = [];
    for (let index = 0; index < FRIENDS; index++) {
      const friend = await createShopUser(app);
      const count = index === 0 ? BIG_COLLECTION : ITEMS_PER_FRIEND;
      await addItems(pool, friend.id, count, 10);
      await befriend(pool, me.id, friend.id);
      friendIds.push(friend.id);
    }
    await pool.query('VACUUM (ANALYZE) user_products');
    const big = friendIds[0] as number;
    const share = await app.inject({
      method: 'POST',
      url: '/api/shares',
      headers: me.headers,
      payload: { scope: 'collection' },
    });
    const token = (share.json() as { token: string }).token;
    console.log(
      `\n${FRIENDS} friends x ${ITEMS_PER_FRIEND} items (one with ${BIG_COLLECTION}), ${RUNS} runs after 3 warm-ups, ${os.cpus().length} cores:`,
    );
    await measure(bench, '/api/friends', me, `GET /api/friends (${FRIENDS} values)`);
    await measure(bench, '/api/friends/counts', me, 'GET /api/friends/counts');
    await measure(
      bench,
      `/api/friends/${big}/collection`,
      me,
      `friend collection (${BIG_COLLECTION} items)`,
    );
    await measure(
      bench,
      `/api/friends/${big}/trade-matches`,
      me,
      'trade matches (2,000 x 200 items)',
    );
    await measure(bench, '/api/friends/owners?productId=base1-4', me, 'friends who own base1-4');
    await measure(
      bench,
      `/api/shares/public/${token}`,
      null,
      `shared collection, signed out (${ITEMS_PER_FRIEND})`,
    );
  });
}

await main();
