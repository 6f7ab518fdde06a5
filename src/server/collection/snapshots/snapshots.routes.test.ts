import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPortfolioSnapshots } from '../../jobs/portfolio-snapshots.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { createTestUser } from '../../test/users.ts';
import {
  addItem,
  call,
  createBinder,
  createCollectionTestApp,
  daysAgo,
  insertPrices,
} from '../collection-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCollectionTestApp();
  await insertPrices(t, [
    { productId: 'base1-4', date: daysAgo(5), market: 1_000 },
    { productId: 'base1-4', date: daysAgo(3), market: 1_200 },
    { productId: 'base1-10', date: daysAgo(4), market: 100, psa10: 5_000 },
    { productId: 'base1-58', date: daysAgo(5), market: 999_999 },
    { productId: 'base1-2', date: daysAgo(500), market: 777 },
  ]);
});
afterAll(async () => t.close());

const url = '/api/iOSUserCards/portfolio/snapshots';
const at = (days: number) => `${daysAgo(days)}T00:00:00.000Z`;

async function newCollector(): Promise<{ user: TestUser; binderId: number }> {
  const user = await createTestUser(t.app);
  const binder = await createBinder(t, user, 'Fire');
  await addItem(t, user, { product_id: 'base1-4', quantity: 2, binder_id: binder.id });
  await addItem(t, user, {
    product_id: 'base1-10',
    graded: true,
    grading_company: 'PSA',
    grade_score: 10,
  });
  await addItem(t, user, {
    product_id: 'base1-58',
    quantity: 100,
    wishlist: true,
    binder_id: binder.id,
  });
  return { user, binderId: binder.id };
}

describe('GET /api/iOSUserCards/portfolio/snapshots', () => {
  it("charts a brand-new user's items from price history, carrying prices forward", async () => {
    const { user, binderId } = await newCollector();
    const res = await call(t, user, 'GET', url);
    expect(res.status).toBe(200);
    // Whole collection: 2 x Charizard (10.00, then 12.00 from 3 days ago) + the PSA 10 copy
    // (50.00 from 4 days ago); the wishlist Pikachus never count.
    const whole = [20, 70, 74, 74, 74, 74];
    const fire = [20, 20, 24, 24, 24, 24];
    expect(res.body).toEqual(
      [5, 4, 3, 2, 1, 0].flatMap((days, i) => [
        { created_at: at(days), value: whole[i], binder_id: null },
        { created_at: at(days), value: fire[i], binder_id: binderId },
      ]),
    );
    // The days before today are saved once; today stays live until the daily job records it.
    const saved = await t.app.pool.query(
      'SELECT count(*)::int AS n FROM portfolio_snapshots WHERE user_id = $1',
      [user.id],
    );
    expect(saved.rows[0].n).toBe(10);
    expect((await call(t, user, 'GET', url)).body).toEqual(res.body);

    await recordPortfolioSnapshots(t.app.pool, daysAgo(0));
    const after = await call(t, user, 'GET', url);
    expect(after.body).toEqual(res.body);
  });

  it('filters by binder and answers 404 for a binder that is not mine', async () => {
    const { user, binderId } = await newCollector();
    const res = await call(t, user, 'GET', `${url}?binderId=${binderId}`);
    expect(res.body.map((row: { value: number }) => row.value)).toEqual([20, 20, 24, 24, 24, 24]);
    expect(res.body.every((row: { binder_id: number }) => row.binder_id === binderId)).toBe(true);
    const other = await createTestUser(t.app);
    expect((await call(t, other, 'GET', `${url}?binderId=${binderId}`)).status).toBe(404);
    expect((await call(t, other, 'GET', `${url}?binderId=abc`)).status).toBe(400);
  });

  it('fills only the days before the first stored snapshot', async () => {
    const user = await createTestUser(t.app);
    await addItem(t, user, { product_id: 'base1-4' });
    await t.app.pool.query(
      'INSERT INTO portfolio_snapshots (user_id, binder_id, snapshot_date, value_cents) VALUES ($1, NULL, $2, 12345)',
      [user.id, daysAgo(2)],
    );
    const res = await call(t, user, 'GET', url);
    expect(res.body).toEqual([
      { created_at: at(5), value: 10, binder_id: null },
      { created_at: at(4), value: 10, binder_id: null },
      { created_at: at(3), value: 12, binder_id: null },
      { created_at: at(2), value: 123.45, binder_id: null },
      // Not recorded yet: today's current value.
      { created_at: at(0), value: 12, binder_id: null },
    ]);
  });

  it('is empty without collection items; history goes back at most 400 days', async () => {
    const user = await createTestUser(t.app);
    expect((await call(t, user, 'GET', url)).body).toEqual([]);
    await addItem(t, user, { product_id: 'base1-58', wishlist: true });
    expect((await call(t, user, 'GET', url)).body).toEqual([]);
    // base1-2's only price is 500 days old: carried forward over the whole 400-day window.
    await addItem(t, user, { product_id: 'base1-2' });
    const res = await call(t, user, 'GET', url);
    expect(res.body).toHaveLength(400);
    expect(res.body[0]).toEqual({ created_at: at(399), value: 7.77, binder_id: null });
    expect(res.body[399]).toEqual({ created_at: at(0), value: 7.77, binder_id: null });
  });

  it('extends the chart when older prices arrive after the first visit', async () => {
    const user = await createTestUser(t.app);
    await insertPrices(t, [{ productId: 'sv08-025', date: daysAgo(2), market: 300 }]);
    await addItem(t, user, { product_id: 'sv08-025' });
    expect((await call(t, user, 'GET', url)).body).toHaveLength(3);
    await insertPrices(t, [{ productId: 'sv08-025', date: daysAgo(6), market: 100 }]);
    const res = await call(t, user, 'GET', url);
    expect(res.body).toHaveLength(7);
    expect(res.body[0]).toEqual({ created_at: at(6), value: 1, binder_id: null });
  });
});
