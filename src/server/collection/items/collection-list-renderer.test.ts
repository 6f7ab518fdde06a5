import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { createTestUser } from '../../test/users.ts';
import {
  addItem,
  call,
  createBinder,
  createCollectionTestApp,
  insertPrices,
} from '../collection-test-kit.ts';
import { renderUserProducts } from './user-product-json.ts';

// After a change the list re-renders only new and changed items and reuses the rest: every
// kind of change must still show at once, byte for byte as a render from scratch.

let t: TestApp;

beforeAll(async () => {
  t = await createCollectionTestApp();
});
afterAll(async () => t.close());

async function list(user: TestUser) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/iOSUserCards/',
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  // The same bytes as rendering every item again.
  expect(res.body).toBe((await renderUserProducts(t.app.pool, user.id)).toString('utf8'));
  return res.json() as UserProduct[];
}

/** Many items at once (over 1 MB of list, so the list's bytes are also kept by ETag). */
async function insertCharizards(user: TestUser, count: number) {
  await t.app.pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type, created_at)
     SELECT $1, 'base1-4', 'card', now() - n * interval '1 minute' FROM generate_series(1, $2) n`,
    [user.id, count],
  );
}

const byId = (items: UserProduct[], id: number) => items.find((item) => item.id === id);

describe('GET /api/iOSUserCards/ after changes', () => {
  it('shows added, edited, moved and deleted items at once, in place', async () => {
    const user = await createTestUser(t.app);
    await insertCharizards(user, 1500);
    const before = await list(user);
    expect(before).toHaveLength(1500);

    const added = await addItem(t, user, { product_id: 'base1-2', notes: 'new one' });
    const withAdded = await list(user);
    expect(withAdded).toHaveLength(1501);
    expect(withAdded[0]).toEqual(added);
    expect(withAdded.slice(1)).toEqual(before);

    const middle = before[700]?.id ?? 0;
    await call(t, user, 'PUT', `/api/iOSUserCards/${middle}`, { quantity: 7, condition: 'LP' });
    const edited = await list(user);
    expect(byId(edited, middle)).toMatchObject({ quantity: 7, condition: 'LP' });
    expect(edited.map((item) => item.id)).toEqual(withAdded.map((item) => item.id));

    const binder = await createBinder(t, user, 'Trade pile');
    await call(t, user, 'POST', '/api/binders/move-items', {
      userProductIds: [added.id, middle],
      binder_id: binder.id,
    });
    const moved = await list(user);
    expect(moved.filter((item) => item.binder_id === binder.id).map((item) => item.id)).toEqual([
      added.id,
      middle,
    ]);

    await call(t, user, 'DELETE', `/api/binders/${binder.id}`);
    expect((await list(user)).every((item) => item.binder_id === null)).toBe(true);

    await call(t, user, 'DELETE', `/api/iOSUserCards/${middle}`);
    const afterDelete = await list(user);
    expect(afterDelete).toHaveLength(1500);
    expect(byId(afterDelete, middle)).toBeUndefined();
  });

  it('shows a price import and a catalog change on every item at once', async () => {
    const user = await createTestUser(t.app);
    const charizard = await addItem(t, user, { product_id: 'base1-4' });
    const other = await addItem(t, user, { product_id: 'base1-2' });
    await list(user);

    await insertPrices(t, [{ productId: 'base1-4', date: '2025-03-01', market: 123_456 }]);
    const repriced = await list(user);
    const catalog = await call(t, null, 'GET', '/api/tcgproducts/base1-4');
    expect(byId(repriced, charizard.id)?.TCGProduct).toEqual(catalog.body);
    expect(byId(repriced, charizard.id)?.TCGProduct.market_price).toBe(1234.56);

    await t.app.pool.query(
      `UPDATE catalog_products SET name = 'Blastoise (renamed)',
         updated_at = date_trunc('milliseconds', now()) WHERE id = 'base1-2'`,
    );
    const renamed = await list(user);
    expect(byId(renamed, other.id)?.product_name).toBe('Blastoise (renamed)');
    await t.app.pool.query(
      `UPDATE catalog_products SET name = 'Blastoise', updated_at = date_trunc('milliseconds', now())
       WHERE id = 'base1-2'`,
    );
  });

  it('re-renders the items whose price or set changed in a big kept list', async () => {
    const user = await createTestUser(t.app);
    await insertCharizards(user, 1500);
    const blastoise = await addItem(t, user, { product_id: 'base1-2' });
    const before = await list(user);

    await insertPrices(t, [{ productId: 'base1-2', date: '2025-04-01', market: 4_321 }]);
    const repriced = await list(user);
    expect(byId(repriced, blastoise.id)?.TCGProduct.market_price).toBe(43.21);
    expect(repriced.slice(1)).toEqual(before.slice(1));

    const { rows } = await t.app.pool.query<{ name: string }>(
      `SELECT name FROM catalog_sets WHERE id = 'base1'`,
    );
    await t.app.pool.query(`UPDATE catalog_sets SET name = 'Base (renamed)' WHERE id = 'base1'`);
    try {
      const renamed = await list(user);
      expect(renamed.every((item) => item.TCGProduct.set_name === 'Base (renamed)')).toBe(true);
    } finally {
      await t.app.pool.query(`UPDATE catalog_sets SET name = $1 WHERE id = 'base1'`, [
        rows[0]?.name,
      ]);
    }
    expect((await list(user)).slice(1)).toEqual(before.slice(1));
  });

  it("keeps each user's list to themselves while both change", async () => {
    const ash = await createTestUser(t.app);
    const misty = await createTestUser(t.app);
    const ashItem = await addItem(t, ash, { product_id: 'base1-4' });
    const mistyItem = await addItem(t, misty, { product_id: 'base1-2' });
    expect((await list(ash)).map((item) => item.id)).toEqual([ashItem.id]);
    expect((await list(misty)).map((item) => item.id)).toEqual([mistyItem.id]);

    const ashSecond = await addItem(t, ash, { product_id: 'base1-10', quantity: 2 });
    await call(t, misty, 'PUT', `/api/iOSUserCards/${mistyItem.id}`, { notes: 'mine' });
    expect((await list(ash)).map((item) => item.id)).toEqual([ashSecond.id, ashItem.id]);
    const mistyList = await list(misty);
    expect(mistyList.map((item) => [item.id, item.notes])).toEqual([[mistyItem.id, 'mine']]);

    await call(t, ash, 'DELETE', `/api/iOSUserCards/${ashItem.id}`);
    await call(t, ash, 'DELETE', `/api/iOSUserCards/${ashSecond.id}`);
    expect(await list(ash)).toEqual([]);
  });

  it('sends a changed big list compressed, and the same list again smaller', async () => {
    const user = await createTestUser(t.app);
    await t.app.pool.query(
      `INSERT INTO user_products (user_id, product_id, product_type)
       SELECT $1, 'base1-4', 'card' FROM generate_series(1, 1500)`,
      [user.id],
    );
    await list(user);
    await addItem(t, user, { product_id: 'base1-2' });
    const get = (encoding: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/iOSUserCards/',
        headers: { ...user.headers, 'accept-encoding': encoding },
      });
    const raw = await renderUserProducts(t.app.pool, user.id);
    const first = await get('br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).equals(raw)).toBe(true);
    await get('br');
    // The smaller copy is made in the background after the list is asked for again.
    let later = await get('br');
    for (let tries = 0; tries < 50 && later.rawPayload.length >= first.rawPayload.length; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await get('br');
    }
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(brotliDecompressSync(later.rawPayload).equals(raw)).toBe(true);
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(raw)).toBe(true);
  });
});
