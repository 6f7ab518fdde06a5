import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCollectionTestApp, daysAgo } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { ids, insertInsightsFixturePrices } from './insights-test-kit.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createCollectionTestApp();
  await insertInsightsFixturePrices(t);
});
afterAll(() => t.close());

const get = async (url: string) => call(t, null, 'GET', url);

describe('GET /api/insights/movers', () => {
  it('ranks 1D gainers and losers by percent on the catalog printing, skipping sub-$1 bases', async () => {
    const res = await get('/api/insights/movers?period=1d&by=percent&language=english');
    expect(res.status).toBe(200);
    // sv03.5-025 normal 200->300 +50 %, sv08-057 4000->5000 +25 %, base1-4 holo +16.7 %;
    // sv08-025 (20->50) starts under $1; the reverse printing (100->900) is not the catalog's.
    expect(ids(res.body.gainers)).toEqual(['sv03.5-025', 'sv08-057', 'base1-4']);
    expect(res.body.gainers[0]).toMatchObject({
      fromCents: 200,
      marketCents: 300,
      changeCents: 100,
    });
    expect(res.body.gainers[0].changePercent).toBeCloseTo(50, 6);
    // The pack 600->500 -16.7 %, sv08-238 21000->20000 -4.8 %.
    expect(ids(res.body.losers)).toEqual(['en-sealed-test-sv08-pack', 'sv08-238']);
    expect(res.body.meta).toMatchObject({ sources: ['test-feed'], simulated: false });
    expect(res.body.meta.priceDate).toBe(daysAgo(0));
  });

  it('ranks by dollars, and over 7 and 30 days', async () => {
    const amount = await get('/api/insights/movers?period=1d&by=amount&language=english');
    expect(ids(amount.body.gainers)).toEqual(['base1-4', 'sv08-057', 'sv03.5-025', 'sv08-025']);
    const week = await get('/api/insights/movers?period=7d');
    expect(ids(week.body.gainers)).toEqual(['sv08-057']);
    expect(ids(week.body.losers)).toEqual(['sv03.5-199']);
    const month = await get('/api/insights/movers?period=30d');
    // sv08-238 16000->20000 +25 %, the ETB 7000->8000 +14.3 %; sv08-057 10000->5000 -50 %.
    expect(ids(month.body.gainers)).toEqual(['sv08-238', 'en-sealed-test-sv08-etb']);
    expect(ids(month.body.losers)).toEqual(['sv08-057']);
  });

  it('filters by language, series and product type', async () => {
    const japanese = await get('/api/insights/movers?language=japanese');
    expect(ids(japanese.body.gainers)).toEqual(['ja-SV8-033']);
    const sealed = await get('/api/insights/movers?productType=sealed&period=30d');
    expect(ids(sealed.body.gainers)).toEqual(['en-sealed-test-sv08-etb']);
    const base = await get('/api/insights/movers?series=base&by=amount');
    expect(ids(base.body.gainers)).toEqual(['base1-4']);
  });

  it('answers 400 naming the bad parameter', async () => {
    const language = await get('/api/insights/movers?language=klingon');
    expect(language.status).toBe(400);
    expect(JSON.stringify(language.body)).toContain('language');
    const period = await get('/api/insights/movers?period=2d');
    expect(period.status).toBe(400);
    expect(JSON.stringify(period.body)).toContain('period');
  });
});

describe('GET /api/insights/most-valuable', () => {
  it('lists cards and sealed products by market price', async () => {
    const res = await get('/api/insights/most-valuable?language=english&limit=3');
    expect(ids(res.body.cards)).toEqual(['base1-4', 'sv08-238', 'sv03.5-199']);
    expect(ids(res.body.sealed)).toEqual([
      'en-sealed-test-base1-box',
      'en-sealed-test-sv08-etb',
      'en-sealed-test-sv08-pack',
    ]);
    const cardsOnly = await get('/api/insights/most-valuable?productType=card&language=japanese');
    expect(ids(cardsOnly.body.cards)).toEqual(['ja-SV8-033']);
    expect(cardsOnly.body.sealed).toEqual([]);
  });
});

describe('GET /api/insights/market-index', () => {
  it('sums the fixed basket on the days every basket card is priced', async () => {
    // Basket: the top 5 cards per series with a month of prices: sv08-238, sv03.5-199,
    // sv08-057 (base1-4 and the Japanese card have no 30-day price).
    const res = await get('/api/insights/market-index?language=english');
    expect(res.status).toBe(200);
    expect(res.body.basketSize).toBe(3);
    expect(res.body.points).toEqual([
      { date: daysAgo(30), valueCents: 16_000 + 9000 + 10_000 },
      { date: daysAgo(7), valueCents: 20_000 + 10_000 + 2500 },
      { date: daysAgo(1), valueCents: 21_000 + 9000 + 4000 },
      { date: daysAgo(0), valueCents: 20_000 + 9000 + 5000 },
    ]);
    const japanese = await get('/api/insights/market-index?language=japanese');
    expect(japanese.body.points).toEqual([]);
  });
});

describe('GET /api/insights/top-cards', () => {
  it('gives each series its most valuable cards with changes and the data timestamp', async () => {
    const res = await get('/api/insights/top-cards?language=english&limit=2');
    expect(res.status).toBe(200);
    expect(typeof res.body.timestamp).toBe('string');
    const bySeries = Object.fromEntries(
      res.body.data.map((group: { seriesId: string; cards: { productId: string }[] }) => [
        group.seriesId,
        ids(group.cards),
      ]),
    );
    expect(bySeries).toEqual({ base: ['base1-4'], sv: ['sv08-238', 'sv03.5-199'] });
    const sv = await get('/api/insights/top-cards?series=sv&limit=1');
    expect(sv.body.data).toHaveLength(1);
    expect(sv.body.data[0].cards[0]).toMatchObject({
      productId: 'sv08-238',
      change1dCents: -1000,
      change7dCents: 0,
      change30dCents: 4000,
    });
  });

  it('is in the OpenAPI document with the other insights endpoints', async () => {
    const res = await get('/api/docs');
    const paths = Object.keys(res.body.paths);
    for (const path of ['top-cards', 'roi-sets', 'movers', 'market-index', 'grading/candidates']) {
      expect(paths).toContain(`/api/insights/${path}`);
    }
  });
});
