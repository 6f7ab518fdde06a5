import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TYPICAL_MSRP_SOURCE } from '#core/insights/typical-msrp.ts';
import {
  addItem,
  call,
  createCollectionTestApp,
  daysAgo,
  insertPrices,
} from '../collection/collection-test-kit.ts';
import { runDailyPortfolio } from '../jobs/daily-portfolio.job.ts';
import type { TestApp } from '../test/test-app.ts';
import type { TestUser } from '../test/users.ts';
import { createTestUser } from '../test/users.ts';
import { ids, insertInsightsFixturePrices } from './insights-test-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  t = await createCollectionTestApp();
  await insertInsightsFixturePrices(t);
  [ash, misty] = [await createTestUser(t.app), await createTestUser(t.app)];
});
afterAll(() => t.close());

const get = async (url: string, user: TestUser | null = null) => call(t, user, 'GET', url);

describe('series performance', () => {
  it('values a set at one copy of each card, with like-for-like changes', async () => {
    const res = await get('/api/insights/series-performance?language=english');
    expect(res.status).toBe(200);
    const sv08 = res.body.sets.find((set: { setId: string }) => set.setId === 'sv08');
    // 5000 + 20000 + 50; 1M over the two cards priced 30 days ago: 26000 -> 25000.
    expect(sv08).toMatchObject({ valueCents: 25_050, cardsPriced: 3 });
    expect(sv08.change1m).toMatchObject({ changeCents: -1000, baseCents: 26_000 });
    expect(sv08.change1m.changePercent).toBeCloseTo(-3.846_153_8, 5);
    expect(sv08.change3m).toMatchObject({
      changeCents: -3000,
      baseCents: 8000,
      changePercent: -37.5,
    });
    expect(sv08.change1y).toMatchObject({ changeCents: 4000, baseCents: 1000, changePercent: 400 });
    // Sealed: (8000 + 500 - 5448) / 5448 with the typical ETB and pack MSRPs.
    expect(sv08).toMatchObject({ sealedMarketCents: 8500, sealedMsrpCents: 5448 });
    expect(sv08.sealedRoiPercent).toBeCloseTo((3052 / 5448) * 100, 6);
    const sv = res.body.series.find((series: { seriesId: string }) => series.seriesId === 'sv');
    // sv03.5: 9000 + 300 (1M base 9000, no change).
    expect(sv).toMatchObject({ valueCents: 34_350, sets: 2 });
    expect(sv.change1m).toMatchObject({ changeCents: -1000, baseCents: 35_000 });
  });

  it('gives a set value per day, oldest first', async () => {
    const res = await get('/api/insights/value-history?set=sv08');
    expect(res.body.points).toEqual([
      { date: daysAgo(365), valueCents: 1000, cardsPriced: 1 },
      { date: daysAgo(90), valueCents: 8000, cardsPriced: 1 },
      { date: daysAgo(30), valueCents: 26_000, cardsPriced: 2 },
      { date: daysAgo(7), valueCents: 22_500, cardsPriced: 2 },
      { date: daysAgo(1), valueCents: 25_020, cardsPriced: 3 },
      { date: daysAgo(0), valueCents: 25_050, cardsPriced: 3 },
    ]);
  });

  it('gives series and language totals per day', async () => {
    const series = await get('/api/insights/value-history?series=sv&language=english');
    // sv08 plus sv03.5 (sv03.5-199 and the normal printing of sv03.5-025).
    expect(series.body.points.map((p: { valueCents: number }) => p.valueCents)).toEqual([
      1000,
      8000,
      26_000 + 9000,
      22_500 + 10_000,
      25_020 + 9000 + 200,
      25_050 + 9000 + 300,
    ]);
    const english = await get('/api/insights/value-history?language=english');
    // Plus base1-4's holo printing, priced today and yesterday only.
    expect(english.body.points.slice(-2)).toEqual([
      { date: daysAgo(1), valueCents: 34_220 + 30_000, cardsPriced: 6 },
      { date: daysAgo(0), valueCents: 34_350 + 35_000, cardsPriced: 6 },
    ]);
    const all = await get('/api/insights/value-history');
    expect(all.body.points.at(-1)).toEqual({
      date: daysAgo(0),
      valueCents: 69_350 + 7000,
      cardsPriced: 7,
    });
  });

  it('ranks ROI sets per language against MSRPs with their source', async () => {
    const res = await get('/api/insights/roi-sets?language=english');
    expect(res.status).toBe(200);
    expect(res.body.sets.map((set: { setId: string }) => set.setId)).toEqual(['sv08']);
    const [set] = res.body.sets;
    expect(set).toMatchObject({ marketCents: 8500, msrpCents: 5448 });
    expect(ids(set.products)).toEqual(['en-sealed-test-sv08-etb', 'en-sealed-test-sv08-pack']);
    expect(set.products[0].roiPercent).toBeCloseTo((3001 / 4999) * 100, 6);
    expect(set.products[1].roiPercent).toBeCloseTo((51 / 449) * 100, 6);
    expect(set.products[0].msrpSource).toBe(TYPICAL_MSRP_SOURCE);
    const { rows } = await t.app.pool.query(
      "SELECT msrp_cents FROM catalog_products WHERE id = 'en-sealed-test-base1-box'",
    );
    expect(rows[0].msrp_cents).toBeNull();
    expect((await get('/api/insights/roi-sets?language=japanese')).body.sets).toEqual([]);
    const bad = await get('/api/insights/roi-sets?language=elvish');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('language');
  });
});

describe('grading insights', () => {
  it('gives a card its ladder with multipliers over raw', async () => {
    const res = await get('/api/insights/grading/ladder/sv08-057');
    expect(res.status).toBe(200);
    const psa = res.body.ladder.companies.find((c: { company: string }) => c.company === 'PSA');
    expect(psa.rungs).toEqual([
      { grade: 'raw', cents: 5000, multiplier: 1 },
      { grade: '7', cents: 5500, multiplier: 1.1 },
      { grade: '8', cents: 7000, multiplier: 1.4 },
      { grade: '9', cents: 12_000, multiplier: 2.4 },
      { grade: '10', cents: 30_000, multiplier: 6 },
    ]);
    const bgs = res.body.ladder.companies.find((c: { company: string }) => c.company === 'BGS');
    expect(bgs.rungs[4]).toEqual({ grade: '10', cents: 35_000, multiplier: 7 });
    expect((await get('/api/insights/grading/ladder/en-sealed-test-sv08-etb')).status).toBe(404);
    expect((await get('/api/insights/grading/ladder/no-such-card')).status).toBe(404);
  });

  it('ranks the highest PSA 10 premiums in dollars or as a multiple', async () => {
    const amount = await get('/api/insights/grading/premiums?by=amount');
    expect(ids(amount.body.cards)).toEqual(['sv03.5-199', 'sv08-057', 'sv08-238']);
    expect(amount.body.cards[0]).toMatchObject({ premiumCents: 91_000, psa10Cents: 100_000 });
    const multiple = await get('/api/insights/grading/premiums?by=multiplier&limit=2');
    expect(ids(multiple.body.cards)).toEqual(['sv03.5-199', 'sv08-057']);
    expect(multiple.body.cards[1].multiplier).toBe(6);
  });

  it("ranks only the signed-in user's own raw cards as grading candidates", async () => {
    await addItem(t, ash, { product_id: 'sv08-057' });
    await addItem(t, ash, { product_id: 'sv03.5-199' });
    await addItem(t, ash, { product_id: 'sv08-238', wishlist: true });
    await addItem(t, ash, {
      product_id: 'sv08-238',
      graded: true,
      grading_company: 'PSA',
      grade_score: 9,
    });
    const res = await get('/api/insights/grading/candidates', ash);
    expect(res.status).toBe(200);
    expect(res.body.feeCents).toBe(2999);
    expect(ids(res.body.candidates)).toEqual(['sv03.5-199', 'sv08-057']);
    // 100000 - 9000 - 2999 and 20000 - 9000 - 2999.
    expect(res.body.candidates[0]).toMatchObject({ psa10NetCents: 88_001, psa9NetCents: 8001 });
    expect(res.body.candidates[1]).toMatchObject({ psa10NetCents: 22_001, psa9NetCents: 4001 });
    expect((await get('/api/insights/grading/candidates', misty)).body.candidates).toEqual([]);
    expect((await get('/api/insights/grading/candidates')).status).toBe(401);
  });
});

describe('the daily job', () => {
  it('recomputes the insights after refreshing the prices', async () => {
    await insertPrices(t, [{ productId: 'sv08-025', date: daysAgo(0), market: 90_000 }]);
    const before = await get('/api/insights/most-valuable?productType=card&limit=1');
    expect(ids(before.body.cards)).toEqual(['base1-4']);
    await runDailyPortfolio(t.app.pool, t.app.log);
    const after = await get('/api/insights/most-valuable?productType=card&limit=1');
    expect(ids(after.body.cards)).toEqual(['sv08-025']);
  });
});
