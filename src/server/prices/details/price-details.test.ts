import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, toUtcDate } from '#core/prices/price-dates.ts';
import { createCatalogTestApp } from '../../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import { refreshLatestPrices } from '../latest-prices.ts';
import { saveExchangeRates } from '../rates/exchange-rates.repository.ts';
import { createCardmarketSource } from '../sources/cardmarket.source.ts';
import { runPriceSource } from '../sources/run-price-source.ts';
import {
  emptyStandInData,
  type PriceApiStandIn,
  startPriceApiStandIn,
} from '../sources/stand-in/price-api-stand-in.ts';
import { createTcgplayerSource } from '../sources/tcgplayer.source.ts';

const TODAY = toUtcDate(new Date());
const log = { info: () => {}, warn: () => {} };
let t: TestApp;
let api: PriceApiStandIn;
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createCatalogTestApp();
  await t.app.pool.query(
    `UPDATE catalog_products SET tcgplayer_product_id = 2025 WHERE id = 'sv03.5-025'`,
  );
  await t.app.pool.query(`UPDATE catalog_products SET cardmarket_id = 5004 WHERE id = 'base1-4'`);
  await saveExchangeRates(t.app.pool, [
    { date: addDays(TODAY, -30), currency: 'EUR', unitsPerUsd: 0.92, source: 'test' },
  ]);
  alice = await createTestUser(t.app);
  bob = await createTestUser(t.app);
  admin = await createTestUser(t.app, { role: 'admin' });
});
afterAll(async () => t.close());

beforeEach(async () => {
  api = await startPriceApiStandIn(emptyStandInData());
  await t.app.pool.query('TRUNCATE price_points, product_latest_prices, price_source_runs');
  api.data.tcgplayer.prices.set(2025, [
    { subTypeName: 'Normal', marketPrice: 1.1 },
    { subTypeName: 'Reverse Holofoil', marketPrice: 2.5 },
  ]);
  api.data.tcgplayer.skus.set(2025, [
    { skuId: 1, printing: 'Normal', condition: 'Near Mint', marketPrice: 1.2 },
    { skuId: 2, printing: 'Normal', condition: 'Lightly Played', marketPrice: 0.95 },
    { skuId: 3, printing: 'Normal', condition: 'Heavily Played', marketPrice: null },
    { skuId: 4, printing: 'Reverse Holofoil', condition: 'Lightly Played', marketPrice: 2.1 },
    // A Japanese SKU is not the English card's price.
    { skuId: 5, printing: 'Normal', condition: 'Moderately Played', marketPrice: 9, languageId: 7 },
  ]);
});
afterEach(async () => api.close());

const tcgplayer = (options: { timeoutMs?: number } = {}) =>
  createTcgplayerSource({ ...api.tcgplayer, sleep: async () => {}, maxAttempts: 1, ...options });

async function runTcgplayer(options: { timeoutMs?: number } = {}) {
  const summary = await runPriceSource({ pool: t.app.pool, log }, tcgplayer(options), {
    day: TODAY,
    maxAttempts: 1,
    retryDelayMs: 0,
  });
  await refreshLatestPrices(t.app.pool);
  return summary;
}

const details = async (query: string, user?: TestUser) =>
  t.app.inject({ url: `/api/tcgproducts/${query}`, headers: user?.headers });

async function insertPrice(row: {
  productId: string;
  source: string;
  date: string;
  cents: number;
  variant?: string;
  kind?: string;
  sales?: number;
  lastSale?: string;
}): Promise<number> {
  const { rows } = await t.app.pool.query<{ id: number }>(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents,
       native_market_cents, price_kind, sales_count, last_sale_date)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8) RETURNING id::int AS id`,
    [
      row.productId,
      row.variant ?? 'normal',
      row.date,
      row.source,
      row.cents,
      row.kind ?? null,
      row.sales ?? null,
      row.lastSale ?? null,
    ],
  );
  await refreshLatestPrices(t.app.pool);
  return rows[0]?.id as number;
}

describe('condition is priced, not guessed', () => {
  it("uses the feed's own price for the copy's condition and printing", async () => {
    expect((await runTcgplayer()).status).toBe('ok');
    const { rows } = await t.app.pool.query(
      `SELECT variant, condition_cents, price_kind FROM price_points
       WHERE product_id = 'sv03.5-025' ORDER BY variant`,
    );
    expect(rows).toEqual([
      { variant: 'normal', condition_cents: { NM: 120, LP: 95 }, price_kind: 'market' },
      { variant: 'reverse', condition_cents: { LP: 210 }, price_kind: 'market' },
    ]);

    const lp = (await details('sv03.5-025/price-details?condition=LP')).json();
    expect(lp).toMatchObject({
      variant: 'normal',
      condition: 'LP',
      condition_price: { cents: 95, basis: 'condition', rule: null },
      origin: {
        source: 'tcgplayer',
        source_label: 'TCGplayer',
        price_date: TODAY,
        kind: 'market',
        kind_label: 'Market price',
        market_cents: 110,
        stale: false,
        stale_text: null,
        refresh_days: 1,
        correction: null,
      },
    });
    const reverse = (await details('sv03.5-025/price-details?variant=reverse&condition=LP')).json();
    expect(reverse.condition_price).toEqual({ cents: 210, basis: 'condition', rule: null });
  });

  it("takes Cardmarket's Low Price Ex+ as the NM and LP price, converted at the day's rate", async () => {
    api.data.cardmarket.guide.set(5004, { trend: 300, foilTrend: null, lowEx: 276 });
    const cardmarket = createCardmarketSource({ ...api.cardmarket, sleep: async () => {} });
    const summary = await runPriceSource({ pool: t.app.pool, log }, cardmarket, {
      day: TODAY,
      maxAttempts: 1,
    });
    expect(summary.status).toBe('ok');
    await refreshLatestPrices(t.app.pool);
    const { rows } = await t.app.pool.query(
      `SELECT variant, market_cents, price_kind, condition_cents FROM price_points
       WHERE product_id = 'base1-4' AND source = 'cardmarket'`,
    );
    // EUR 300 and EUR 276 at 0.92 euros per dollar.
    expect(rows).toEqual([
      {
        variant: 'holo',
        market_cents: 32_609,
        price_kind: 'trend',
        condition_cents: { NM: 30_000, LP: 30_000 },
      },
    ]);
    const mp = (await details('base1-4/price-details?condition=MP')).json();
    expect(mp.origin).toMatchObject({ kind: 'trend', kind_label: 'Trend price', currency: 'EUR' });
    // MP unpriced: the market (trend) price would value it above the NM offer, so the NM price.
    expect(mp.condition_price).toMatchObject({ basis: 'estimate', cents: 30_000 });
    expect(mp.condition_price.rule).toBe(
      'Estimate: the Near Mint price, used for Moderately Played (the source does not price it separately)',
    );
  });

  it('labels the fallback an estimate with its rule where the feed does not price the condition', async () => {
    await runTcgplayer();
    // TCGplayer has no Heavily Played market price for this card; the Japanese MP SKU is not it.
    // Its LP price ($0.95) is below the market price ($1.10): worse copies are not worth more.
    for (const condition of ['HP', 'MP'] as const) {
      const body = (await details(`sv03.5-025/price-details?condition=${condition}`)).json();
      expect(body.condition_price).toEqual({
        cents: 95,
        basis: 'estimate',
        rule: expect.stringContaining('Estimate: the Lightly Played price, used for '),
      });
    }
    await insertPrice({ productId: 'base1-4', source: 'pricecharting', date: TODAY, cents: 1000 });
    const lp = (await details('base1-4/price-details?condition=LP')).json();
    expect(lp.condition_price).toEqual({
      cents: 1000,
      basis: 'estimate',
      rule: 'Estimate: the market price, used for Lightly Played (the source does not price conditions separately)',
    });
  });

  it("values a collection item at its own condition's price, and the totals agree", async () => {
    await runTcgplayer();
    const collector = await createTestUser(t.app);
    for (const [condition, quantity] of [
      ['LP', 2],
      ['HP', 1],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/iOSUserCards',
        headers: collector.headers,
        payload: { product_id: 'sv03.5-025', variant: 'normal', condition, quantity },
      });
      expect(response.statusCode).toBeLessThan(300);
    }
    const values = (
      await t.app.inject({
        url: '/api/iOSTCGProductValues/collection-values',
        headers: collector.headers,
      })
    ).json();
    const current = Object.values(values)
      .map((entry) => (entry as { current_value: number }).current_value)
      .sort();
    // LP: 2 x $0.95 (TCGplayer's LP price); HP: the LP price as its estimate.
    expect(current).toEqual([0.95, 1.9]);
    // The portfolio total (valued in SQL) agrees with the items' values.
    const snapshots = (
      await t.app.inject({
        url: '/api/iOSUserCards/portfolio/snapshots',
        headers: collector.headers,
      })
    ).json();
    expect(snapshots.at(-1)).toMatchObject({ value: 2.85, binder_id: null });
    // So does the /home chart's market history (decision 051), day by day.
    const history = (
      await t.app.inject({
        url: '/api/iOSUserCards/portfolio/history',
        headers: collector.headers,
      })
    ).json();
    expect(history.days.at(-1)).toMatchObject({ date: TODAY, value: 2.85 });
  });
});

describe('staleness', () => {
  it("marks a price older than its source's normal refresh as stale", async () => {
    await insertPrice({
      productId: 'base1-4',
      source: 'pricecharting',
      date: addDays(TODAY, -3),
      cents: 1000,
      kind: 'market',
      sales: 14,
      lastSale: addDays(TODAY, -4),
    });
    const body = (await details('base1-4/price-details')).json();
    expect(body.origin).toMatchObject({
      source_label: 'PriceCharting',
      stale: true,
      stale_text: 'Stale: last updated 3 days ago (this source updates daily)',
      sales_count: 14,
      last_sale_date: addDays(TODAY, -4),
    });
    // An imported price refreshes weekly: 3 days old is not stale for it.
    await insertPrice({
      productId: 'base1-4',
      source: 'import',
      date: addDays(TODAY, -2),
      cents: 1,
    });
    const imported = (await details('base1-4/price-details')).json();
    expect(imported.origin).toMatchObject({ source: 'import', stale: false, refresh_days: 7 });
    await insertPrice({
      productId: 'base1-4',
      source: 'import',
      date: addDays(TODAY, -1),
      cents: 1,
    });
    await t.app.pool.query(`DELETE FROM price_points WHERE source = 'import'`);
    await insertPrice({
      productId: 'base1-4',
      source: 'import',
      date: addDays(TODAY, -8),
      cents: 1,
    });
    await t.app.pool.query(`DELETE FROM price_points WHERE source = 'pricecharting'`);
    const week = (await details('base1-4/price-details')).json();
    expect(week.origin.stale_text).toBe(
      'Stale: last updated 8 days ago (this source updates weekly)',
    );
  });
});

describe('what you would take home', () => {
  it("nets each marketplace's fees and the user's own shipping, never another user's", async () => {
    await insertPrice({ productId: 'base1-4', source: 'tcgplayer', date: TODAY, cents: 10_000 });
    const signedOut = (await details('base1-4/price-details')).json();
    expect(signedOut.net).toEqual([
      expect.objectContaining({ marketplace: 'tcgplayer', shipping_cents: 100 }),
      expect.objectContaining({ marketplace: 'ebay', shipping_cents: 150 }),
      expect.objectContaining({ marketplace: 'cardmarket', shipping_cents: 130 }),
    ]);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/sale-settings',
      headers: alice.headers,
      payload: { shipping_cents: { tcgplayer: 400, ebay: 500, cardmarket: 0 } },
    });
    expect(saved.statusCode).toBe(200);
    const mine = (await details('base1-4/price-details', alice)).json();
    // TCGplayer 2025 schedule: 10.75% + 2.5% + $0.30 = $13.55 on $100, then $4.00 shipping.
    expect(mine.net[0]).toEqual({
      marketplace: 'tcgplayer',
      label: 'TCGplayer',
      price_cents: 10_000,
      fees_cents: 1355,
      shipping_cents: 400,
      net_cents: 10_000 - 1355 - 400,
      fees_effective_from: '2025-01-01',
    });
    expect(mine.net[2]).toMatchObject({
      marketplace: 'cardmarket',
      fees_cents: 500,
      net_cents: 9500,
    });

    // Bob never saved settings: the defaults, not Alice's.
    const bobs = (await details('base1-4/price-details', bob)).json();
    expect(bobs.net.map((row: { shipping_cents: number }) => row.shipping_cents)).toEqual([
      100, 150, 130,
    ]);
    const bobSettings = await t.app.inject({ url: '/api/sale-settings', headers: bob.headers });
    expect(bobSettings.json()).toEqual({
      shipping_cents: { tcgplayer: 100, ebay: 150, cardmarket: 130 },
    });
    const aliceSettings = await t.app.inject({ url: '/api/sale-settings', headers: alice.headers });
    expect(aliceSettings.json().shipping_cents.tcgplayer).toBe(400);
  });

  it('refuses bad shipping with a message naming the field, and signed-out settings', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/sale-settings',
      headers: bob.headers,
      payload: { shipping_cents: { tcgplayer: -1, ebay: 500, cardmarket: 9_000 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('TCGplayer shipping cannot be negative');
    expect(bad.body).toContain('Cardmarket shipping can be at most $50.00');
    expect((await t.app.inject({ url: '/api/sale-settings' })).statusCode).toBe(401);
    const unknown = await details('nope-1/price-details');
    expect(unknown.statusCode).toBe(404);
    const badCondition = await details('base1-4/price-details?condition=MINT');
    expect(badCondition.statusCode).toBe(400);
    expect(badCondition.body).toContain('condition must be one of NM, LP, MP, HP, DMG');
  });
});

describe('history is never rewritten', () => {
  it('appends a correction with its reason; reads pick it and the history keeps the original', async () => {
    const yesterday = addDays(TODAY, -1);
    await insertPrice({ productId: 'base1-4', source: 'tcgplayer', date: yesterday, cents: 900 });
    const wrong = await insertPrice({
      productId: 'base1-4',
      source: 'tcgplayer',
      date: TODAY,
      cents: 99_999,
    });
    const correct = (payload: object, user: TestUser = admin) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/price-corrections',
        headers: user.headers,
        payload,
      });

    expect(
      (await correct({ price_point_id: wrong, market_cents: 1000, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(
      (await correct({ price_point_id: wrong, market_cents: 1000, reason: 'typo' }, alice))
        .statusCode,
    ).toBe(403);
    const made = await correct({
      price_point_id: wrong,
      market_cents: 1000,
      reason: 'feed decimal slip',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().supersedes_id).toBe(wrong);

    const { rows } = await t.app.pool.query(
      `SELECT source, market_cents, supersedes_id::int AS supersedes, correction_reason
       FROM price_points WHERE product_id = 'base1-4' AND price_date = $1 ORDER BY id`,
      [TODAY],
    );
    expect(rows).toEqual([
      { source: 'tcgplayer', market_cents: 99_999, supersedes: null, correction_reason: null },
      {
        source: 'correction',
        market_cents: 1000,
        supersedes: wrong,
        correction_reason: 'feed decimal slip',
      },
    ]);
    const shown = (await details('base1-4/price-details')).json();
    expect(shown.origin).toMatchObject({
      source: 'tcgplayer',
      market_cents: 1000,
      correction: {
        reason: 'feed decimal slip',
        original_cents: 99_999,
        original_source: 'tcgplayer',
      },
    });
    const product = (await t.app.inject('/api/tcgproducts/base1-4')).json();
    expect(JSON.stringify(product)).toContain('"market_price":10');
    const history = (await t.app.inject('/api/tcgproducts/base1-4/price-history?range=1w')).json();
    expect(history.source).toBe('tcgplayer');
    expect(history.points.slice(-2)).toEqual([
      expect.not.objectContaining({ correction: expect.anything() }),
      expect.objectContaining({
        market_price: 10,
        correction: { reason: 'feed decimal slip', original_price: 999.99 },
      }),
    ]);

    const audit = await t.app.pool.query(
      `SELECT admin_id, before, after FROM admin_audit_log WHERE action = 'price.correct'
       AND target_id = $1`,
      [String(wrong)],
    );
    expect(audit.rows).toEqual([
      {
        admin_id: admin.id,
        before: { market_cents: 99_999 },
        after: { market_cents: 1000, reason: 'feed decimal slip', correction_id: made.json().id },
      },
    ]);
    const again = await correct({
      price_point_id: wrong,
      market_cents: 1100,
      reason: 'second try',
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await correct({ price_point_id: made.json().id, market_cents: 1, reason: 'nested' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await correct({ price_point_id: 987654, market_cents: 1, reason: 'missing' })).statusCode,
    ).toBe(404);
  });
});

describe('a feed that answers garbage or times out', () => {
  it.each([
    [
      'garbage SKU pricing',
      { path: '/tcgplayer/v1.39.0/pricing/sku', status: 200, rawBody: '<html>' },
      'answer is not JSON',
    ],
    [
      'SKU prices of the wrong shape',
      {
        path: '/tcgplayer/v1.39.0/pricing/sku',
        status: 200,
        body: { success: true, results: [{ skuId: 'x', marketPrice: -3 }] },
      },
      'unexpected answer from /pricing/sku',
    ],
    [
      'a timeout',
      { path: '/tcgplayer/v1.39.0/catalog/products/', status: 200, delayMs: 1500 },
      'cannot reach',
    ],
  ])(
    '%s fails the run with a clear message and writes no price',
    async (_label, failure, message) => {
      await insertPrice({
        productId: 'sv03.5-025',
        source: 'tcgplayer',
        date: addDays(TODAY, -1),
        cents: 100,
      });
      api.failures.push(failure);
      const summary = await runTcgplayer({ timeoutMs: 300 });
      expect(summary.status).toBe('failed');
      expect(summary.error).toContain(message);
      const { rows } = await t.app.pool.query(
        'SELECT count(*)::int AS n FROM price_points WHERE price_date = $1',
        [TODAY],
      );
      expect(rows[0].n).toBe(0);
      // The details still show yesterday's price, marked as what it is.
      const body = (await details('sv03.5-025/price-details')).json();
      expect(body.origin).toMatchObject({ price_date: addDays(TODAY, -1), market_cents: 100 });
    },
  );
});
