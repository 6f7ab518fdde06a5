import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { saveExchangeRates } from './rates/exchange-rates.repository.ts';
import { simulateStartupPrices } from './seed-prices-on-start.ts';

let t: TestApp;
let admin: TestUser;
let user: TestUser;
let other: TestUser;

beforeAll(async () => {
  // A demo database whose start-up simulation stored a full year for only 2 products and the
  // last 2 days for every other one (as on the full catalog).
  t = await createCatalogTestApp({ overrides: { SEED_DEMO_CATALOG: 'true' } });
  await t.app.pool.query('TRUNCATE price_points, product_latest_prices');
  await simulateStartupPrices(t.app.pool, { fullHistoryLimit: 1, newestWithHistory: 0 });
  await saveExchangeRates(t.app.pool, [
    { date: '2026-11-20', currency: 'EUR', unitsPerUsd: 0.9, source: 'test' },
    { date: '2026-11-21', currency: 'EUR', unitsPerUsd: 0.92, source: 'test' },
    { date: '2026-11-21', currency: 'JPY', unitsPerUsd: 150, source: 'test' },
  ]);
  admin = await createTestUser(t.app, { role: 'admin' });
  user = await createTestUser(t.app);
  other = await createTestUser(t.app);
});
afterAll(async () => t.close());

describe('demo history', () => {
  it('shows a full year for a random product whose year was never stored', async () => {
    const { rows } = await t.app.pool.query<{ product_id: string; n: number }>(
      `SELECT product_id, count(DISTINCT price_date)::int AS n FROM price_points
       GROUP BY product_id HAVING count(DISTINCT price_date) <= 2 ORDER BY random() LIMIT 1`,
    );
    const productId = rows[0]?.product_id as string;
    expect(rows[0]?.n).toBe(2);
    const response = await t.app.inject(`/api/tcgproducts/${productId}/price-history?range=1y`);
    expect(response.statusCode).toBe(200);
    const history = response.json();
    expect(history).toMatchObject({ source: 'simulated', simulated: true });
    expect(history.points.length).toBeGreaterThanOrEqual(365);
    const dates: string[] = history.points.map((point: { date: string }) => point.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect([...dates].sort()).toEqual(dates);
    // The stored days are the end of the same walk: the computed days join them seamlessly.
    const stored = await t.app.pool.query(
      `SELECT price_date::text AS date, market_cents FROM price_points
       WHERE product_id = $1 AND variant = $2 ORDER BY price_date`,
      [productId, history.variant],
    );
    const last = history.points.slice(-2);
    expect(
      last.map((point: { market_price: number }) => Math.round(point.market_price * 100)),
    ).toEqual(stored.rows.map((row) => row.market_cents));
    const week = (
      await t.app.inject(`/api/tcgproducts/${productId}/price-history?range=1w`)
    ).json();
    expect(week.points).toHaveLength(7);
  });
});

describe('demo collection chart', () => {
  it('spans the simulated year for items whose year was never stored', async () => {
    const { rows } = await t.app.pool.query<{ product_id: string }>(
      `SELECT product_id FROM price_points WHERE variant = 'normal'
       GROUP BY product_id HAVING count(DISTINCT price_date) = 2 ORDER BY product_id LIMIT 2`,
    );
    const collector = await createTestUser(t.app);
    for (const row of rows) {
      await t.app.pool.query(
        `INSERT INTO user_products (user_id, product_id, product_type, variant, quantity)
         SELECT $1, id, product_type, 'normal', 1 FROM catalog_products WHERE id = $2`,
        [collector.id, row.product_id],
      );
    }
    const countRows = async () =>
      (await t.app.pool.query('SELECT count(*)::int AS n FROM price_points')).rows[0].n;
    const rowsBefore = await countRows();
    const response = await t.app.inject({
      url: '/api/iOSUserCards/portfolio/snapshots',
      headers: collector.headers,
    });
    expect(response.statusCode).toBe(200);
    // The year is computed from the simulator, not written into price_points.
    expect(await countRows()).toBe(rowsBefore);
    const days = response
      .json()
      .filter((point: { binder_id: number | null }) => point.binder_id === null);
    expect(days.length).toBeGreaterThanOrEqual(365);
    const first = Date.parse(days[0].created_at);
    const last = Date.parse(days.at(-1).created_at);
    expect((last - first) / 86_400_000).toBeGreaterThanOrEqual(364);
    expect(days.every((point: { value: number }) => point.value > 0)).toBe(true);
  });
});

describe('display currency', () => {
  it('is USD with the newest rates when signed out, and cannot be set', async () => {
    const response = await t.app.inject('/api/currency');
    expect(response.json()).toMatchObject({
      currency: 'USD',
      units_per_usd: 1,
      rate_date: '2026-11-21',
      rates: { units_per_usd: { USD: 1, EUR: 0.92, JPY: 150 } },
    });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/currency',
      payload: { currency: 'EUR' },
    });
    // Refused before it reaches the route (CSRF) or by it (no session): never saved.
    expect([401, 403]).toContain(put.statusCode);
  });

  it("keeps each user's choice, and refuses a currency we do not show", async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/currency',
      headers: user.headers,
      payload: { currency: 'EUR' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ currency: 'EUR', units_per_usd: 0.92 });
    expect(
      (await t.app.inject({ url: '/api/currency', headers: user.headers })).json().currency,
    ).toBe('EUR');
    expect(
      (await t.app.inject({ url: '/api/currency', headers: other.headers })).json().currency,
    ).toBe('USD');

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/currency',
      headers: user.headers,
      payload: { currency: 'CHF' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/currency must be one of USD, EUR, JPY, GBP/);
  });

  it('falls back to USD for a chosen currency without any rate', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/currency',
      headers: other.headers,
      payload: { currency: 'GBP' },
    });
    expect(
      (await t.app.inject({ url: '/api/currency', headers: other.headers })).json(),
    ).toMatchObject({
      currency: 'USD',
      units_per_usd: 1,
    });
  });
});

describe('GET /api/admin/price-sources', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject('/api/admin/price-sources')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/admin/price-sources', headers: user.headers })).statusCode,
    ).toBe(403);
  });

  it('lists the runs, the coverage per language and the rates', async () => {
    await t.app.pool.query(
      `INSERT INTO price_source_runs (source, price_date, status, attempts, requested, priced,
         unmatched, unmatched_sample, priced_by_language, error, finished_at)
       VALUES ('tcgplayer', '2026-11-21', 'failed', 3, 16, 0, 16, '[]', '{}', 'tcgplayer: HTTP 401', now())`,
    );
    const response = await t.app.inject({
      url: '/api/admin/price-sources',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.configured).toEqual([]);
    expect(body.runs[0]).toMatchObject({
      source: 'tcgplayer',
      status: 'failed',
      attempts: 3,
      error: 'tcgplayer: HTTP 401',
    });
    const english = body.coverage.find(
      (entry: { language: string }) => entry.language === 'english',
    );
    expect(english).toMatchObject({ products: 13, priced: 13, by_source: { simulated: 13 } });
    expect(body.rates.units_per_usd.EUR).toBe(0.92);
  });
});
