import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItem,
  createBinder,
  createCollectionTestApp,
  insertPrices,
} from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import type { TestUser } from '../test/users.ts';
import { createTestUser } from '../test/users.ts';
import { runDailyPortfolio } from './daily-portfolio.job.ts';
import { hasSnapshotsFor, recordPortfolioSnapshots } from './portfolio-snapshots.ts';

let t: TestApp;
let ash: TestUser;
let brock: TestUser;
let misty: TestUser;
const binders: Record<string, number> = {};

beforeAll(async () => {
  t = await createCollectionTestApp();
  await insertPrices(t, [
    { productId: 'base1-4', date: '2030-01-01', market: 1_000 },
    { productId: 'base1-10', date: '2030-01-01', market: 100, psa10: 5_000 },
    { productId: 'base1-58', date: '2030-01-01', market: 999_999 },
  ]);
  ash = await createTestUser(t.app);
  binders.fire = (await createBinder(t, ash, 'Fire')).id;
  binders.empty = (await createBinder(t, ash, 'Empty')).id;
  await addItem(t, ash, { product_id: 'base1-4', quantity: 2, binder_id: binders.fire });
  await addItem(t, ash, {
    product_id: 'base1-10',
    graded: true,
    grading_company: 'PSA',
    grade_score: 10,
  });
  await addItem(t, ash, {
    product_id: 'base1-58',
    quantity: 100,
    wishlist: true,
    binder_id: binders.fire,
  });
  // Only wishlist items: nothing to record.
  brock = await createTestUser(t.app);
  await addItem(t, brock, { product_id: 'base1-58', wishlist: true });
  // Items without prices: a zero value.
  misty = await createTestUser(t.app);
  await addItem(t, misty, { product_id: 'base1-2' });
});
afterAll(async () => t.close());

async function snapshots(day: string) {
  const { rows } = await t.app.pool.query<{
    user_id: number;
    binder_id: number | null;
    value: number;
  }>(
    `SELECT user_id, binder_id, value_cents::float8 AS value FROM portfolio_snapshots
     WHERE snapshot_date = $1 ORDER BY user_id, binder_id NULLS FIRST`,
    [day],
  );
  return rows;
}

describe('recordPortfolioSnapshots', () => {
  it('records each collector, whole and per binder, in cents; wishlist items never count', async () => {
    expect(await hasSnapshotsFor(t.app.pool, '2030-01-02')).toBe(false);
    const written = await recordPortfolioSnapshots(t.app.pool, '2030-01-02');
    expect(written).toBe(4);
    expect(await snapshots('2030-01-02')).toEqual([
      { user_id: ash.id, binder_id: null, value: 2 * 1_000 + 5_000 },
      { user_id: ash.id, binder_id: binders.fire, value: 2 * 1_000 },
      { user_id: ash.id, binder_id: binders.empty, value: 0 },
      { user_id: misty.id, binder_id: null, value: 0 },
    ]);
    expect(await hasSnapshotsFor(t.app.pool, '2030-01-02')).toBe(true);
  });

  it('keeps exactly one row per user, binder and day over repeated and concurrent runs', async () => {
    await recordPortfolioSnapshots(t.app.pool, '2030-01-03');
    await insertPrices(t, [{ productId: 'base1-4', date: '2030-01-02', market: 1_500 }]);
    await Promise.all([1, 2, 3].map(() => recordPortfolioSnapshots(t.app.pool, '2030-01-03')));
    const rows = await snapshots('2030-01-03');
    expect(rows).toHaveLength(4);
    // The last runs saw the new price: the rows were updated, not duplicated.
    expect(rows[0]).toEqual({ user_id: ash.id, binder_id: null, value: 2 * 1_500 + 5_000 });
    const { rows: dupes } = await t.app.pool.query(
      `SELECT user_id, binder_id, snapshot_date FROM portfolio_snapshots
       GROUP BY 1, 2, 3 HAVING count(*) > 1`,
    );
    expect(dupes).toEqual([]);
  });
});

describe('runDailyPortfolio', () => {
  it('refreshes the latest prices from price_points before recording the day', async () => {
    await t.app.pool.query(
      `INSERT INTO price_points (product_id, variant, price_date, source, market_cents)
       VALUES ('base1-4', 'normal', '2030-01-04', 'late-feed', 2000)`,
    );
    const result = await runDailyPortfolio(t.app.pool, t.app.log, new Date('2030-01-04T00:15:00Z'));
    expect(result).toMatchObject({ day: '2030-01-04', snapshots: 4 });
    expect((await snapshots('2030-01-04'))[0]).toEqual({
      user_id: ash.id,
      binder_id: null,
      value: 2 * 2_000 + 5_000,
    });
  });
});
