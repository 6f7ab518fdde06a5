import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CollectionValues,
  collectionValuesSchema,
} from '#core/collection/user-product.schema.ts';
import { refreshLatestPrices } from '../../prices/latest-prices.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { createTestUser } from '../../test/users.ts';
import { addItem, call, createCollectionTestApp, insertPrices } from '../collection-test-kit.ts';
import { toCollectionValue } from './item-value.ts';
import { findPricedItems } from './item-values.repository.ts';

// After a change collection-values values only new and changed items again and reuses the
// rest: every kind of change must still show at once, exactly as valuing every item again.

let t: TestApp;

beforeAll(async () => {
  t = await createCollectionTestApp();
  await insertPrices(t, [
    { productId: 'base1-4', date: '2025-01-01', market: 30_000 },
    { productId: 'base1-4', date: '2025-01-02', market: 31_299 },
    { productId: 'base1-10', date: '2025-01-02', market: 10_000, psa10: 100_000 },
  ]);
});
afterAll(async () => t.close());

async function values(user: TestUser): Promise<CollectionValues> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/iOSTCGProductValues/collection-values',
    headers: user.headers,
  });
  expect(res.statusCode).toBe(200);
  const expected: CollectionValues = {};
  for (const item of await findPricedItems(t.app.pool, user.id)) {
    expected[item.id] = toCollectionValue(item);
  }
  // The ready bytes are exactly what the response schema's serializer would have sent.
  expect(res.body).toBe(JSON.stringify(collectionValuesSchema.parse(expected)));
  return res.json() as CollectionValues;
}

describe('GET /api/iOSTCGProductValues/collection-values after changes', () => {
  it('values added, edited and deleted items and new prices at once', async () => {
    const user = await createTestUser(t.app);
    const first = await addItem(t, user, { product_id: 'base1-4' });
    expect((await values(user))[first.id]?.current_value).toBe(312.99);

    const graded = await addItem(t, user, {
      product_id: 'base1-10',
      graded: true,
      grading_company: 'PSA',
      grade_score: 10,
    });
    const withGraded = await values(user);
    expect(withGraded[graded.id]?.current_value).toBe(1000);
    expect(withGraded[first.id]?.current_value).toBe(312.99);

    await call(t, user, 'PUT', `/api/iOSUserCards/${first.id}`, { quantity: 3 });
    expect((await values(user))[first.id]?.current_value).toBe(938.97);

    await insertPrices(t, [{ productId: 'base1-4', date: '2025-01-03', market: 40_000 }]);
    const repriced = await values(user);
    expect(repriced[first.id]).toMatchObject({ current_value: 1200, daily_change: 261.03 });
    expect(repriced[graded.id]?.current_value).toBe(1000);

    // Read between a price import's write and its refresh of the latest prices: the refresh
    // alone must still show.
    await t.app.pool.query(
      `INSERT INTO price_points (product_id, variant, price_date, source, market_cents)
       VALUES ('base1-4', 'normal', '2025-01-04', 'test-feed', 50000)`,
    );
    expect((await values(user))[first.id]?.current_value).toBe(1200);
    await refreshLatestPrices(t.app.pool);
    expect((await values(user))[first.id]?.current_value).toBe(1500);

    await call(t, user, 'DELETE', `/api/iOSUserCards/${graded.id}`);
    expect(Object.keys(await values(user))).toEqual([String(first.id)]);
  });

  it("keeps each user's values to themselves", async () => {
    const ash = await createTestUser(t.app);
    const misty = await createTestUser(t.app);
    const ashItem = await addItem(t, ash, { product_id: 'base1-4' });
    await values(ash);
    expect(await values(misty)).toEqual({});
    const mistyItem = await addItem(t, misty, { product_id: 'base1-4', quantity: 2 });
    expect(Object.keys(await values(ash))).toEqual([String(ashItem.id)]);
    expect(Object.keys(await values(misty))).toEqual([String(mistyItem.id)]);
  });
});
