// Collection list budget: one user with 10,000 items over real catalog products with 30 days of
// prices. Measures GET /api/iOSUserCards/ and GET /api/iOSTCGProductValues/collection-values
// (Fastify server time and app.inject round trip, p50/p95 over 20 runs, with the 1-minute load
// average: on a shared machine the numbers move with it).
// npm run bench:collection [catalog dir] (DATABASE_URL=... to use a running PostgreSQL).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { renderUserProducts } from '#server/collection/items/user-product-json.ts';
import { refreshLatestPrices } from '#server/prices/latest-prices.ts';
import { createShopUser } from '#server/test/shop-users.ts';
import { catalogDirFromArgv } from './catalog-files.ts';
import {
  type BenchApp,
  type TimingOptions,
  timeInject,
  withBenchApp,
} from './support/bench-app.ts';
import { percentile } from './support/stats.ts';

const ITEMS = 10_000;
const RUNS = 20;
const PRICE_DAYS = 30;

/** 30 daily prices per product of the collection (normal and holo printings, graded ladders). */
async function addPrices(pool: pg.Pool, productIds: string[]) {
  await pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents, psa10_cents,
       graded9_cents, graded8_cents)
     SELECT id, v.variant, d::date, 'bench',
       (abs(hashtext(id || v.variant || d::text)) % 50000) + 25,
       CASE WHEN v.variant = 'normal' THEN (abs(hashtext(id || d::text)) % 500000) + 5000 END,
       CASE WHEN v.variant = 'normal' THEN (abs(hashtext(id || 'g9' || d::text)) % 100000) + 1000 END,
       NULL
     FROM unnest($1::text[]) AS id,
       (VALUES ('normal'), ('holo')) AS v(variant),
       generate_series(current_date - ${PRICE_DAYS - 1}, current_date, interval '1 day') d`,
    [productIds],
  );
  await refreshLatestPrices(pool);
  await pool.query('VACUUM (ANALYZE) price_points');
  await pool.query('VACUUM (ANALYZE) product_latest_prices');
}

/** 10,000 items: mixed printings, every 10th graded, every 20th on the wishlist, 10 binders. */
async function addCollection(pool: pg.Pool, userId: number, productIds: string[]) {
  await pool.query(
    `INSERT INTO binders (user_id, name) SELECT $1, 'Binder ' || n FROM generate_series(1, 10) n`,
    [userId],
  );
  await pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type, variant, api_id, wishlist,
       quantity, graded, grade_score, grading_company, purchase_price_cents, binder_id, created_at)
     SELECT $1, id, 'card', CASE WHEN n % 3 = 0 THEN 'holo' WHEN n % 7 = 0 THEN 'reverse' ELSE 'normal' END,
       id, n % 20 = 0, 1 + n % 4, n % 10 = 0,
       CASE WHEN n % 10 = 0 THEN 7 + (n % 7) * 0.5 END,
       CASE WHEN n % 10 = 0 THEN (ARRAY['PSA','CGC','BGS','TAG'])[1 + n % 4] END,
       CASE WHEN n % 2 = 0 THEN n % 5000 END,
       (SELECT id FROM binders WHERE user_id = $1 ORDER BY id OFFSET n % 11 LIMIT 1),
       now() - n * interval '1 minute'
     FROM unnest($2::text[]) WITH ORDINALITY AS t(id, n)`,
    [userId, productIds],
  );
  await pool.query('VACUUM (ANALYZE) user_products');
}

type Measure = TimingOptions & { headers: Record<string, string>; label: string };

async function measure(bench: BenchApp, url: string, { headers, label, ...timing }: Measure) {
  const { server, roundTrip, bytes } = await timeInject(
    bench,
    () => ({ method: 'GET', url, headers }),
    { runs: RUNS, ...timing },
  );
  console.log(
    `  ${url.padEnd(45)} ${label.padEnd(22)} server p50 ${percentile(server, 50).toFixed(0).padStart(4)} ms, ` +
      `p95 ${percentile(server, 95).toFixed(0).padStart(4)} ms | round trip p50 ${percentile(roundTrip, 50).toFixed(0).padStart(4)} ms ` +
      `| ${(bytes / 1024 / 1024).toFixed(2)} MB | load ${os.loadavg()[0]?.toFixed(2)}`,
  );
}

async function main() {
  const dir = catalogDirFromArgv();
  let productIds: string[] = [];
  const prepare = async (pool: pg.Pool, database: { kind: string }) => {
    const summary = await importCatalog(pool, dir);
    console.log(`imported ${dir} into ${database.kind} in ${(summary.ms / 1000).toFixed(1)} s`);
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM catalog_products WHERE product_type = 'card' ORDER BY md5(id) LIMIT ${ITEMS}`,
    );
    productIds = rows.map((row) => row.id);
    await addPrices(pool, productIds);
  };
  await withBenchApp({ prepare }, async (bench) => {
    const { app, pool } = bench;
    const user = await createShopUser(app);
    await addCollection(pool, user.id, productIds);
    console.log(
      `\n${productIds.length} items (${PRICE_DAYS} days x 2 printings of prices), ${RUNS} runs after 3 warm-ups:`,
    );
    const auth = { authorization: user.headers.authorization ?? '' };
    // Changed: an item edited (or added) before every request, so the list is rebuilt: only
    // that item is rendered again, the others' bytes are reused.
    const touch = () =>
      pool.query(
        'UPDATE user_products SET updated_at = now() WHERE id = (SELECT max(id) FROM user_products)',
      );
    const add = async () =>
      app.inject({
        method: 'POST',
        url: '/api/iOSUserCards/',
        headers: user.headers,
        payload: { product_id: productIds[0] },
      });
    // Repriced: one product's price changes before every request (a new price, then the
    // latest-price refresh every price writer runs), so the items showing it are rendered again.
    let repriced = 0;
    const reprice = async () => {
      const productId = productIds[repriced++ % productIds.length] as string;
      await pool.query(
        `UPDATE price_points SET market_cents = market_cents + 1
         WHERE product_id = $1 AND price_date = current_date`,
        [productId],
      );
      await refreshLatestPrices(pool, { productIds: [productId] });
    };
    // Every price changed (the daily import): every item is rendered again.
    const repriceAll = () => refreshLatestPrices(pool);
    const list = '/api/iOSUserCards/';
    await measure(bench, list, { headers: auth, label: 'edited, identity', before: touch });
    await measure(bench, list, {
      headers: { ...auth, 'accept-encoding': 'br' },
      label: 'edited, br',
      before: touch,
    });
    const lastId = (await pool.query('SELECT max(id) AS id FROM user_products')).rows[0]?.id;
    await measure(bench, list, { headers: auth, label: 'added, identity', before: add });
    await pool.query('DELETE FROM user_products WHERE id > $1', [lastId]);
    await measure(bench, list, { headers: auth, label: 'one price changed', before: reprice });
    await measure(bench, list, {
      headers: auth,
      label: 'all prices changed',
      before: repriceAll,
      runs: 8,
    });
    await measure(bench, list, { headers: auth, label: 'unchanged, identity' });
    await measure(bench, list, {
      headers: { ...auth, 'accept-encoding': 'gzip' },
      label: 'unchanged, gzip',
    });
    await measure(bench, list, {
      headers: { ...auth, 'accept-encoding': 'br' },
      label: 'unchanged, br',
    });
    const etag = String(
      (await app.inject({ method: 'GET', url: list, headers: auth })).headers.etag,
    );
    await measure(bench, list, {
      headers: { ...auth, 'if-none-match': etag },
      label: '304 revalidation',
    });
    const values = '/api/iOSTCGProductValues/collection-values';
    await measure(bench, values, { headers: auth, label: 'edited, identity', before: touch });
    await measure(bench, values, { headers: auth, label: 'unchanged, identity' });
    await measure(bench, values, {
      headers: { ...auth, 'accept-encoding': 'br' },
      label: 'unchanged, br',
    });
    await measure(bench, '/api/iOSUserCards/portfolio/snapshots', {
      headers: auth,
      label: 'identity',
    });
    const started = performance.now();
    const rendered = await renderUserProducts(pool, user.id);
    console.log(
      `  renderUserProducts alone (query + JSON bytes, no HTTP): ${(performance.now() - started).toFixed(0)} ms, ${rendered.length} bytes`,
    );
  });
}

await main();
