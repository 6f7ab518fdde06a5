import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PortfolioHistory,
  PortfolioPeriodChange,
} from '#core/collection/portfolio-history.schema.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
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

// A collection built over eleven days (adds, an import, a removal, binder moves) with prices
// on several days; every figure of decision 051 is worked out by hand in the comments.
let t: TestApp;
let ash: TestUser;
let fireId: number;

const backdate = (id: number, days: number) =>
  t.app.pool.query(`UPDATE user_products SET created_at = $2::date + time '12:00' WHERE id = $1`, [
    id,
    daysAgo(days),
  ]);

beforeAll(async () => {
  t = await createCollectionTestApp();
  await insertPrices(t, [
    { productId: 'base1-4', date: daysAgo(10), market: 1_000 },
    { productId: 'base1-4', date: daysAgo(7), market: 1_100 },
    { productId: 'base1-4', date: daysAgo(3), market: 1_200 },
    { productId: 'base1-4', date: daysAgo(1), market: 1_300 },
    { productId: 'base1-4', date: daysAgo(0), market: 1_250 },
    { productId: 'base1-10', date: daysAgo(10), market: 500, psa10: 5_000 },
    { productId: 'base1-10', date: daysAgo(2), market: 600, psa10: 6_000 },
    { productId: 'base1-58', date: daysAgo(10), market: 200 },
    { productId: 'base1-58', date: daysAgo(5), market: 300 },
    { productId: 'base1-2', date: daysAgo(4), market: 400 },
  ]);
  ash = await createTestUser(t.app);
  fireId = (await createBinder(t, ash, 'Fire')).id;
  // Day 10: two Charizards (paid $5 each) and a Pikachu.
  const charizards = await addItem(t, ash, {
    product_id: 'base1-4',
    quantity: 2,
    purchase_price: 5,
  });
  await backdate(charizards.id, 10);
  const pikachu = await addItem(t, ash, { product_id: 'base1-58' });
  await backdate(pikachu.id, 10);
  // Day 6: a PSA 10 Mewtwo, straight into the Fire binder.
  const mewtwo = await addItem(t, ash, {
    product_id: 'base1-10',
    graded: true,
    grading_company: 'PSA',
    grade_score: 10,
    binder_id: fireId,
  });
  await backdate(mewtwo.id, 6);
  // Day 2: the Pikachu is sold.
  await call(t, ash, 'DELETE', `/api/iOSUserCards/${pikachu.id}`);
  await t.app.pool.query(
    `UPDATE collection_removals SET removed_at = $2::date + time '09:00' WHERE item_id = $1`,
    [pikachu.id, daysAgo(2)],
  );
  // Day 1: a CSV import of three Blastoises ($2 each) and one more Charizard.
  const imported = await call(t, ash, 'POST', '/api/iOSUserCards/bulk', {
    products: [
      { product_id: 'base1-2', quantity: 3, purchase_price: 2 },
      { product_id: 'base1-4' },
    ],
  });
  expect(imported.status).toBe(201);
  for (const card of (imported.body as { cards: UserProduct[] }).cards) {
    await backdate(card.id, 1);
  }
  // A wishlist card never counts.
  await addItem(t, ash, { product_id: 'base1-4', wishlist: true });
  // Today: the two Charizards move into the Fire binder.
  const moved = await call(t, ash, 'POST', '/api/binders/move-items', {
    userProductIds: [charizards.id],
    binder_id: fireId,
  });
  expect(moved.status).toBeLessThan(300);
});
afterAll(async () => t.close());

async function history(user: TestUser, binderId?: number): Promise<PortfolioHistory> {
  const query = binderId === undefined ? '' : `?binderId=${binderId}`;
  const res = await call(t, user, 'GET', `/api/iOSUserCards/portfolio/history${query}`);
  expect(res.status).toBe(200);
  return res.body as PortfolioHistory;
}

const change = (h: PortfolioHistory, range: string) =>
  h.changes.find((entry) => entry.range === range) as PortfolioPeriodChange;

describe('GET /api/iOSUserCards/portfolio/history', () => {
  it('keeps additions, the import and the removal out of the market change', async () => {
    const whole = await history(ash);
    expect(whole.days.map((day) => day.value)).toEqual([
      0, 22, 22, 22, 24, 74, 75, 75, 77, 84, 111, 109.5,
    ]);
    expect(whole.days[0]?.date).toBe(daysAgo(11));
    expect(whole.days.at(-1)?.date).toBe(daysAgo(0));
    // Day 2: Mewtwo's PSA 10 rose $10 (market) while the $3 Pikachu left (removed).
    expect(whole.days.at(-3)).toMatchObject({ market_change: 10, removed: 3, added: 0 });
    // Day 1: the import adds $25 at its day-1 value; the Charizards' $2 rise is the market.
    expect(whole.days.at(-2)).toMatchObject({ market_change: 2, added: 25, cost: 6 });
    expect(change(whole, '1D')).toEqual({
      range: '1D',
      from: daysAgo(1),
      to: daysAgo(0),
      start_value: 111,
      end_value: 109.5,
      market_change: -1.5,
      market_change_percent: (-150 / 11_100) * 100,
      added: 0,
      removed: 0,
      cost: 0,
    });
    expect(change(whole, '7D')).toMatchObject({
      from: daysAgo(7),
      start_value: 24,
      market_change: 13.5,
      added: 75,
      removed: 3,
      cost: 6,
    });
    expect(change(whole, '1M')).toMatchObject({
      from: daysAgo(11),
      start_value: 0,
      end_value: 109.5,
      market_change: 15.5,
      added: 97,
      removed: 3,
      cost: 16,
    });
  });

  it('shows a binder the market movement of what is in it now, without a jump on the move', async () => {
    const fire = await history(ash, fireId);
    expect(fire.binder_id).toBe(fireId);
    expect(fire.days.map((day) => day.value)).toEqual([
      0, 20, 20, 20, 22, 72, 72, 72, 74, 84, 86, 85,
    ]);
    expect(change(fire, '1D')).toMatchObject({ market_change: -1, added: 0, removed: 0 });
    expect(change(fire, '1M')).toMatchObject({ market_change: 15, added: 70, removed: 0 });
  });

  it('needs a session and a valid binder id', async () => {
    const url = '/api/iOSUserCards/portfolio/history';
    expect((await call(t, null, 'GET', url)).status).toBe(401);
    const bad = await call(t, ash, 'GET', `${url}?binderId=fire`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('binderId');
  });

  it("shows nobody else's collection or binder", async () => {
    const misty = await createTestUser(t.app);
    expect(await history(misty)).toEqual({ binder_id: null, days: [], changes: [] });
    const res = await call(
      t,
      misty,
      'GET',
      `/api/iOSUserCards/portfolio/history?binderId=${fireId}`,
    );
    expect(res.status).toBe(404);
  });

  it('logs only owned removals, and a deleted user takes their log along', async () => {
    const brock = await createTestUser(t.app);
    const wish = await addItem(t, brock, { product_id: 'base1-4', wishlist: true });
    const owned = await addItem(t, brock, { product_id: 'base1-4' });
    await call(t, brock, 'DELETE', `/api/iOSUserCards/${wish.id}`);
    await call(t, brock, 'DELETE', `/api/iOSUserCards/${owned.id}`);
    const logged = () =>
      t.app.pool.query('SELECT item_id FROM collection_removals WHERE user_id = $1', [brock.id]);
    expect((await logged()).rows).toEqual([{ item_id: owned.id }]);
    await addItem(t, brock, { product_id: 'base1-4' });
    await t.app.pool.query('DELETE FROM users WHERE id = $1', [brock.id]);
    expect((await logged()).rows).toEqual([]);
  });
});
