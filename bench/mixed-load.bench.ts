// 200 concurrent mixed users on loopback:
//   npm run bench:mixed-load [-- <seconds> <users> <catalog dir> <think ms>]  (CPU_PROFILE=file.cpuprofile)
// Each user (one keep-alive connection) browses sets, a set and a product, searches, adds and
// edits collection items, lists its collection and checks out, for 60 s. Prints requests/s,
// errors (any status >= 400 or a failed request), p50/p99/max latency and the load average.
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
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
const catalogDir = process.argv[4] || FIXTURE_CATALOG_DIR;
/** Pause of each user between two requests (0: back to back, as many requests as possible). */
const thinkMs = Number(process.argv[5] ?? 0);
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

/** The V8 CPU profile of this process (the app) from now until the returned stop(). */
async function startProfile() {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => (await session.post('Profiler.stop')).profile;
}

const database = await createBenchDatabase();
const app = await buildApp({
  ...makeConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO_CATALOG: 'false',
    PAYMENT_PROVIDER: 'test',
    ORDER_SWEEP_SECONDS: '0',
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
    // Each simulated user checks out every few hundred ms and never pays: with the per-user cap
    // of 10 reserved units (a hoarding guard, tested on its own) most checkouts would be 409s.
    ORDER_MAX_RESERVED_PER_PRODUCT: '1000',
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
      { label: 'sets', path: '/api/iOSTCGSets/english' },
      {
        label: 'set products',
        path: `/api/tcgproducts?set_id=${encodeURIComponent(product.set_id)}`,
      },
      { label: 'product', path: `/api/tcgproducts/${encodeURIComponent(product.id)}` },
      {
        label: 'search',
        path: `/api/cards/search?q=${['pikachu', 'charizard%20ex', 'mew', 'blastoise'][u % 4]}`,
      },
      {
        label: 'collection add',
        method: 'POST',
        path: '/api/iOSUserCards/',
        headers,
        body: JSON.stringify({ product_id: product.id }),
      },
      {
        label: 'collection edit',
        method: 'PUT',
        path: `/api/iOSUserCards/${itemId}`,
        headers,
        body: JSON.stringify({
          product_id: product.id,
          quantity: 1 + (u % 5),
          notes: `edited by ${u}`,
        }),
      },
      { label: 'collection list', path: '/api/iOSUserCards/', headers },
      {
        label: 'checkout',
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
    `${users} users, ${seconds} s, think time ${thinkMs} ms, catalog ${catalogDir} (${database.kind}); load average before: ${load()}\n`,
  );
  const profile = process.env.CPU_PROFILE ? await startProfile() : undefined;
  const cpuBefore = process.cpuUsage();
  const result = await runLoad({
    port,
    connections: users,
    durationMs: seconds * 1000,
    targets: [],
    perConnection,
    thinkMs,
  });
  if (profile && process.env.CPU_PROFILE) {
    await writeFile(process.env.CPU_PROFILE, JSON.stringify(await profile()));
    process.stdout.write(`CPU profile of the load phase: ${process.env.CPU_PROFILE}\n`);
  }
  process.stdout.write(
    [
      `requests: ${result.requests} (${result.perSecond.toFixed(0)}/s), errors: ${result.errors}`,
      `statuses: ${JSON.stringify(result.statuses)}`,
      `server CPU per request: ${(() => {
        const cpu = process.cpuUsage(cpuBefore);
        return ((cpu.user + cpu.system) / 1000 / result.requests).toFixed(2);
      })()} ms (this process hosts only the app; the load generator is a child process)`,
      `latency: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (target: 0 errors, p99 <= 250 ms)`,
      ...Object.entries(result.byLabel).map(
        ([label, r]) =>
          `  ${label.padEnd(16)} ${String(r.requests).padStart(6)} requests, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`,
      ),
      ...result.failures,
      `load average after: ${load()}`,
      '',
    ].join('\n'),
  );
} finally {
  await app.close();
  await database.drop();
}
