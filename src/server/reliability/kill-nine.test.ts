import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { ADDRESS, insertProduct, query, seedShop, stockOf } from '../shop/test/shop-test-kit.ts';
import { type AppProcess, killHard, startAppProcess, stopAppProcess } from '../test/app-process.ts';
import {
  GENERATED_CARDS,
  runScript,
  waitUntil,
  writeBigCatalog,
  writePriceFile,
} from '../test/kill-nine-kit.ts';
import { createShopUser, type TestUser } from '../test/shop-users.ts';
import type { TestApp } from '../test/test-app.ts';

// Issue 14: kill -9 during a bulk create, a checkout, a catalog import and a price import; after
// a restart nothing is half-written and no stock is lost.
let t: TestApp;
let server: AppProcess | undefined;
let catalog: Awaited<ReturnType<typeof writeBigCatalog>>;
const STOCK = 1000;
const BULK = 100;

const serverEnv = () => ({
  DATABASE_URL: t.databaseUrl,
  JOBS_ENABLED: 'false',
  SEED_DEMO_CATALOG: 'false',
  SEED_DEMO_SHOP: 'false',
  PAYMENT_PROVIDER: 'test',
  ORDER_SWEEP_SECONDS: '0',
  ORDER_RATE_LIMIT_PER_MINUTE: '100000',
});

beforeAll(async () => {
  t = await createCatalogTestApp({ overrides: { ORDER_SWEEP_SECONDS: '0' } });
  await seedShop(t);
  catalog = await writeBigCatalog();
}, 120_000);
afterAll(async () => {
  await stopAppProcess(server);
  await catalog?.cleanup();
  await t.close();
});

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const [row] = await query<{ n: number }>(t, sql, values);
  return Number(row?.n);
}

function post(user: TestUser, url: string, body: unknown) {
  return fetch(`${server?.base}${url}`, {
    method: 'POST',
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('kill -9', () => {
  it('during bulk creates and checkouts: whole bulks only, and every unit of stock accounted for', {
    timeout: 180_000,
  }, async () => {
    const productId = await insertProduct(t, { stock: STOCK });
    const collector = await createShopUser(t.app);
    const buyers = await Promise.all([1, 2, 3].map(() => createShopUser(t.app)));
    server = await startAppProcess(serverEnv());
    let stop = false;
    let batch = 0;
    const bulkLoop = async () => {
      while (!stop) {
        const notes = `bulk-${batch++}`;
        const products = Array.from({ length: BULK }, () => ({ product_id: 'base1-4', notes }));
        await post(collector, '/api/iOSUserCards/bulk', { products }).catch(() => null);
      }
    };
    const buyLoop = async (buyer: TestUser) => {
      while (!stop) {
        const items = [{ id: productId, quantity: 1 + (batch % 3) }];
        await post(buyer, '/api/orders', { items, shippingAddress: ADDRESS }).catch(() => null);
      }
    };
    const loops = [bulkLoop(), bulkLoop(), ...buyers.map(buyLoop)];
    await waitUntil(async () => (await count('SELECT count(*)::int AS n FROM orders')) >= 5);
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300));
    await killHard(server.child);
    stop = true;
    await Promise.all(loops);

    const groups = await query<{ notes: string; n: number }>(
      t,
      "SELECT notes, count(*)::int AS n FROM user_products WHERE notes LIKE 'bulk-%' GROUP BY notes",
    );
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.filter((group) => Number(group.n) !== BULK)).toEqual([]);
    const held = await count(
      `SELECT coalesce(sum(l.quantity), 0)::int AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
       WHERE l.product_id = $1 AND o.status NOT IN ('failed', 'cancelled', 'expired')`,
      [productId],
    );
    expect(held).toBeGreaterThan(0);
    expect((await stockOf(t, productId)) + held).toBe(STOCK);

    // After a restart the shop works (a new buyer: the others may hold the per-user reservation cap).
    server = await startAppProcess(serverEnv());
    const order = await post(await createShopUser(t.app), '/api/orders', {
      items: [{ id: productId, quantity: 1 }],
      shippingAddress: ADDRESS,
    });
    expect(order.status).toBe(201);
    await stopAppProcess(server);
  });

  it('during a catalog import: whole batches only, and a rerun completes it', {
    timeout: 180_000,
  }, async () => {
    const generated = "SELECT count(*)::int AS n FROM catalog_products WHERE id LIKE 'kn-%'";
    const run = runScript('catalog-import', [catalog.dir], t.databaseUrl);
    expect(await waitUntil(async () => (await count(generated)) > 0)).toBe(true);
    await killHard(run.child);
    const partial = await count(generated);
    expect(partial).toBeLessThan(GENERATED_CARDS);
    // Batches of 1000 rows commit whole (import-file.ts), each row with all its fields.
    expect(partial % 1000).toBe(0);
    expect(await count(`${generated} AND (name IS NULL OR set_id <> 'base1')`)).toBe(0);
    const rerun = runScript('catalog-import', [catalog.dir], t.databaseUrl);
    expect(await rerun.exited, rerun.output()).toBe(0);
    expect(await count(generated)).toBe(GENERATED_CARDS);
  });

  it('during a price import: whole batches only, and a rerun completes it', {
    timeout: 180_000,
  }, async () => {
    const { file, total } = await writePriceFile(catalog.dir, 4);
    const imported = "SELECT count(*)::int AS n FROM price_points WHERE product_id LIKE 'kn-%'";
    const run = runScript('prices-import', [file], t.databaseUrl);
    expect(await waitUntil(async () => (await count(imported)) > 0)).toBe(true);
    await killHard(run.child);
    const partial = await count(imported);
    expect(partial).toBeLessThan(total);
    expect(partial % 5000).toBe(0);
    const rerun = runScript('prices-import', [file], t.databaseUrl);
    expect(await rerun.exited, rerun.output()).toBe(0);
    expect(await count(imported)).toBe(total);
  });
});
