import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../src/server/catalog/test-fixtures/catalog-test-app.ts';
import { checkToolVersion } from '../src/server/db/backup.ts';
import { ADDRESS, insertProduct, seedShop } from '../src/server/shop/test/shop-test-kit.ts';
import { runScript } from '../src/server/test/kill-nine-kit.ts';
import { createShopUser } from '../src/server/test/shop-users.ts';
import type { TestApp } from '../src/server/test/test-app.ts';
import { createTestDatabase } from '../src/server/test/test-database.ts';

// Issue 14: npm run db:backup / db:restore, on a seeded database.
let t: TestApp;
let dir: string;
const TABLES = [
  'catalog_sets',
  'catalog_products',
  'users',
  'user_products',
  'shop_products',
  'orders',
  'order_lines',
];

// pg_dump refuses a newer server (the embedded PostgreSQL 18 with Debian's pg_dump 15).
const probe = await createTestDatabase();
const toolProblem = await checkToolVersion('pg_dump', probe.url).catch(
  (error: Error) => error.message,
);
await probe.drop();

async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result: Record<string, string> = {};
    for (const table of TABLES) {
      const { rows } = await client.query<{ n: number; sum: string | null }>(
        `SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM ${table} t`,
      );
      result[table] = `${rows[0]?.n}:${rows[0]?.sum}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cardfolio-backup-'));
  t = await createCatalogTestApp({ overrides: { ORDER_SWEEP_SECONDS: '0' } });
  await seedShop(t);
  const buyer = await createShopUser(t.app);
  const id = await insertProduct(t, { stock: 5 });
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: buyer.headers,
    payload: { items: [{ id, quantity: 2 }], shippingAddress: ADDRESS },
  });
  expect(order.statusCode).toBe(201);
  const collector = await t.app.inject({
    method: 'POST',
    url: '/api/iOSUserCards/bulk',
    headers: buyer.headers,
    payload: { products: [{ product_id: 'base1-4' }, { product_id: 'base1-2', quantity: 3 }] },
  });
  expect(collector.statusCode).toBe(201);
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe.skipIf(toolProblem !== null)(`db:backup and db:restore ${toolProblem ?? ''}`, () => {
  it('restores a seeded database exactly, over changes and into an empty database', {
    timeout: 120_000,
  }, async () => {
    const before = await fingerprint(t.databaseUrl);
    expect(before.user_products).toMatch(/^2:/);
    const file = path.join(dir, 'seeded.dump');
    const backup = runScript('db-backup', [file], t.databaseUrl);
    expect(await backup.exited, backup.output()).toBe(0);
    expect((await stat(file)).size).toBeGreaterThan(1000);

    await t.app.pool.query('DELETE FROM user_products');
    await t.app.pool.query("UPDATE catalog_products SET name = 'changed' WHERE id = 'base1-4'");
    expect(await fingerprint(t.databaseUrl)).not.toEqual(before);
    const restore = runScript('db-restore', [file], t.databaseUrl);
    expect(await restore.exited, restore.output()).toBe(0);
    expect(await fingerprint(t.databaseUrl)).toEqual(before);

    const empty = await createTestDatabase();
    try {
      const fresh = runScript('db-restore', [file], empty.url);
      expect(await fresh.exited, fresh.output()).toBe(0);
      expect(await fingerprint(empty.url)).toEqual(before);
    } finally {
      await empty.drop();
    }
  });

  it('refuses a missing backup file without touching the database', async () => {
    const restore = runScript('db-restore', [path.join(dir, 'missing.dump')], t.databaseUrl);
    expect(await restore.exited).toBe(2);
    expect(restore.output()).toContain('no such file');
  });
});
