import { daysAgo, insertPrices, type PricePoint } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { computeInsights } from './insights-compute.service.ts';

type Series = Partial<Record<0 | 1 | 7 | 30 | 90 | 365, number>>;

function history(productId: string, prices: Series, extra: Partial<PricePoint> = {}) {
  return Object.entries(prices).map(([ago, market]) => ({
    productId,
    date: daysAgo(Number(ago)),
    market,
    ...extra,
  }));
}

/**
 * Hand-checked prices (cents) on the fixture catalog, keyed by days ago. The expected rankings
 * and ROIs in the tests are worked out by hand from this table; see the comments there.
 */
export async function insertInsightsFixturePrices(t: TestApp): Promise<void> {
  const ladder57 = { psa10: 30_000, cgc10: 20_000, sgc10: 18_000, bgs10: 35_000 };
  await insertPrices(t, [
    ...history('sv08-057', { 0: 5000, 1: 4000, 7: 2500, 30: 10_000, 90: 8000, 365: 1000 }),
    ...history('sv08-238', { 0: 20_000, 1: 21_000, 7: 20_000, 30: 16_000 }),
    ...history('sv08-025', { 0: 50, 1: 20 }),
    ...history('sv03.5-199', { 0: 9000, 1: 9000, 7: 10_000, 30: 9000 }),
    ...history('base1-4', { 0: 35_000, 1: 30_000 }, { variant: 'holo' }),
    // The catalog printing is 'normal'; the dearer reverse printing must not be ranked.
    ...history('sv03.5-025', { 0: 300, 1: 200 }),
    ...history('sv03.5-025', { 0: 900, 1: 100 }, { variant: 'reverse' }),
    ...history('ja-SV8-033', { 0: 7000, 1: 6000 }),
    ...history('en-sealed-test-sv08-etb', { 0: 8000, 30: 7000 }),
    ...history('en-sealed-test-sv08-pack', { 0: 500, 1: 600 }),
    ...history('en-sealed-test-base1-box', { 0: 2_000_000 }),
  ]);
  // The graded ladder of today's points (insertPrices' upsert keeps only market prices).
  const today = daysAgo(0);
  const ladders: [string, Record<string, number>][] = [
    ['sv08-057', { ...ladder57, graded9: 12_000, graded8: 7000, graded7: 5500 }],
    ['sv08-238', { psa10: 40_000, graded9: 25_000 }],
    ['sv03.5-199', { psa10: 100_000, graded9: 20_000 }],
  ];
  for (const [productId, rungs] of ladders) {
    await t.app.pool.query(
      `UPDATE price_points SET psa10_cents = $3, cgc10_cents = $4, sgc10_cents = $5,
         bgs10_cents = $6, graded9_cents = $7, graded8_cents = $8, graded7_cents = $9
       WHERE product_id = $1 AND price_date = $2`,
      [
        productId,
        today,
        rungs.psa10,
        rungs.cgc10 ?? null,
        rungs.sgc10 ?? null,
        rungs.bgs10 ?? null,
        rungs.graded9,
        rungs.graded8 ?? null,
        rungs.graded7 ?? null,
      ],
    );
  }
  await t.app.pool.query('UPDATE price_points SET updated_at = now()');
  const { refreshLatestPrices } = await import('../prices/latest-prices.ts');
  await refreshLatestPrices(t.app.pool);
  await computeInsights({ pool: t.app.pool });
}

export const ids = (list: { productId: string }[]) => list.map((item) => item.productId);
