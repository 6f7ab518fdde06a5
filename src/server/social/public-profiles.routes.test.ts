import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, call, insertPrices } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { type Collector, createCollectorWithHandle, setPrivacy } from './social-test-kit.ts';

let t: TestApp;
let brock: Collector;
let gary: Collector;

beforeAll(async () => {
  t = await createCatalogTestApp();
  brock = await createCollectorWithHandle(t, 'Brock_pub');
  gary = await createCollectorWithHandle(t, 'gary_pub');
  await call(t, brock, 'PATCH', '/api/profile', { display_name: 'Brock of Pewter' });
  await addItem(t, brock, { product_id: 'base1-4', notes: 'private note' });
  await addItem(t, gary, { product_id: 'base1-10' });
});
afterAll(() => t.close());

const view = (handle: string) => call(t, null, 'GET', `/api/profiles/${handle}`);

describe('public profiles', () => {
  it('"Everyone (public)" shows the collection to anyone, signed out, paged, values as the owner set', async () => {
    await setPrivacy(t, brock, 'public', false);
    const res = await view(brock.handle.toLowerCase());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Brock of Pewter's collection",
      page: 1,
      page_size: 500,
      total_items: 1,
      values: null,
    });
    expect(res.body.items.map((item: { product_id: string }) => item.product_id)).toEqual([
      'base1-4',
    ]);
    expect(res.body.items[0].TCGProduct.market_price).toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('private note');

    await setPrivacy(t, brock, 'public', true);
    expect((await view(brock.handle.toUpperCase())).body.values).not.toBeNull();
  });

  it('hidden values leave no value order: newest first whatever a card is worth, a sort asked for ignored', async () => {
    const misty = await createCollectorWithHandle(t, 'misty_pub');
    await setPrivacy(t, misty, 'public', false);
    await insertPrices(t, [
      { productId: 'base1-2', date: '2026-11-01', market: 900 },
      { productId: 'sv08-057', date: '2026-11-01', market: 90_000 },
      { productId: 'base1-58', date: '2026-11-01', market: 9_000 },
    ]);
    // Added middle, cheapest, dearest: no value order, ascending or descending, is the newest first.
    for (const productId of ['base1-58', 'base1-2', 'sv08-057']) {
      await addItem(t, misty, { product_id: productId });
    }
    const newestFirst = ['sv08-057', 'base1-2', 'base1-58'];
    for (const query of ['', '?sort=value', '?sort=value&direction=asc']) {
      const res = await view(`${misty.handle}${query}`);
      expect(res.status).toBe(200);
      expect(res.body.items.map((item: { product_id: string }) => item.product_id)).toEqual(
        newestFirst,
      );
      expect(res.body.values).toBeNull();
      expect(JSON.stringify(res.body)).not.toMatch(/"(market_price|current_value)":\d/);
    }
  });

  it('friends-only, private and unknown handles answer 404', async () => {
    await setPrivacy(t, gary, 'friends', true);
    expect((await view(gary.handle)).body.error.message).toBe('This profile is not public');
    await setPrivacy(t, gary, 'private', true);
    expect((await view(gary.handle)).status).toBe(404);
    expect((await view('nobody_here')).status).toBe(404);
    expect((await view('bad%20handle')).status).toBe(404);
  });
});
