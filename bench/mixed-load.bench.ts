// 200 concurrent mixed users on loopback: npm run bench:mixed-load [-- <seconds> <users> <catalog dir>]
// Each user (one keep-alive connection) browses sets, a set and a product, searches, adds and
// edits collection items, lists its collection and checks out, for 60 s. Prints requests/s,
// errors (any status >= 400 or a failed request), p50/p99/max latency and the load average.
import os from 'node:os';
import { buildApp } from '#server/app.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { FIXTURE_CATALOG_DIR } from '#server/catalog/test-fixtures/fixture-catalog.ts';
import { makeConfig } from '#server/config.ts';
import { createShopUser } from '#server/test/shop-users.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { type LoadTarget, runLoad } from './load/http-load.ts';

const seconds = Number(process.argv[2] ?? 60);
const users = Number(process.argv[3] ?? 200);
const catalogDir = process.argv[4] ?? FIXTURE_CATALOG_DIR;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const ADDRESS = {
  name: 'Ash Ketchum',
  line1: '1 Route',
  city: 'Pallet Town',
  postalCode: '12345',
  country: 'US',
};

const database = await createBenchDatabase();
const app = await buildApp({
  ...makeConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO_CATALOG: 'false',
    PAYMENT_PROVIDER: 'test',
    ORDER_SWEEP_SECONDS: '0',
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
  }),
  DATABASE_URL: database.url,
});
try {
  await app.ready();
  await importCatalog(app.pool, catalogDir);
  const { rows: products } = await app.pool.query<{ id: string; set_id: string }>(
    "SELECT id, set_id FROM catalog_products WHERE product_type = 'card' ORDER BY id LIMIT 50",
  );
  const { rows: shop } = await app.pool.query<{ id: number }>(
    `INSERT INTO shop_products (name, price_cents, stock) VALUES ('Load test booster', 500, 100000000)
     RETURNING id`,
  );
  const shopId = Number(shop[0]?.id);
  const perConnection: LoadTarget[][] = [];
  for (let u = 0; u < users; u++) {
    const user = await createShopUser(app);
    const headers = { ...user.headers, 'content-type': 'application/json' };
    const product = products[u % products.length] ?? { id: 'base1-4', set_id: 'base1' };
    const created = await app.inject({
      method: 'POST',
      url: '/api/iOSUserCards/',
      headers,
      payload: { product_id: product.id },
    });
    const itemId = (created.json() as { id: number }).id;
    perConnection.push([
      { path: '/api/iOSTCGSets/english' },
      { path: `/api/tcgproducts?set_id=${encodeURIComponent(product.set_id)}` },
      { path: `/api/tcgproducts/${encodeURIComponent(product.id)}` },
      { path: `/api/cards/search?q=${['pikachu', 'charizard%20ex', 'mew', 'blastoise'][u % 4]}` },
      {
        method: 'POST',
        path: '/api/iOSUserCards/',
        headers,
        body: JSON.stringify({ product_id: product.id }),
      },
      {
        method: 'PUT',
        path: `/api/iOSUserCards/${itemId}`,
        headers,
        body: JSON.stringify({
          product_id: product.id,
          quantity: 1 + (u % 5),
          notes: `edited by ${u}`,
        }),
      },
      { path: '/api/iOSUserCards/', headers },
      {
        method: 'POST',
        path: '/api/orders',
        headers,
        body: JSON.stringify({ items: [{ id: shopId, quantity: 1 }], shippingAddress: ADDRESS }),
      },
    ]);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  process.stdout.write(
    `${users} users, ${seconds} s, catalog ${catalogDir} (${database.kind}); load average before: ${load()}\n`,
  );
  const result = await runLoad({
    port,
    connections: users,
    durationMs: seconds * 1000,
    targets: [],
    perConnection,
  });
  process.stdout.write(
    [
      `requests: ${result.requests} (${result.perSecond.toFixed(0)}/s), errors: ${result.errors}`,
      `statuses: ${JSON.stringify(result.statuses)}`,
      `latency: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (target: 0 errors, p99 <= 250 ms)`,
      ...result.failures,
      `load average after: ${load()}`,
      '',
    ].join('\n'),
  );
} finally {
  await app.close();
  await database.drop();
}
