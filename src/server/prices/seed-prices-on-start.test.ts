import { afterEach, describe, expect, it } from 'vitest';
import { toUtcDate } from '#core/prices/price-dates.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { serverDeps } from '../deps.ts';
import { seedOnStart } from '../seed/seed-on-start.ts';
import type { TestApp } from '../test/test-app.ts';
import { seedSimulatedPricesOnStart } from './seed-prices-on-start.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function daysPerProduct(app: TestApp['app']): Promise<Map<string, number>> {
  const { rows } = await app.pool.query<{ id: string; days: number }>(
    `SELECT product_id AS id, count(DISTINCT price_date)::int AS days
     FROM price_points GROUP BY product_id`,
  );
  return new Map(rows.map((row) => [row.id, row.days]));
}

async function countLatest(app: TestApp['app']): Promise<number> {
  const { rows } = await app.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM product_latest_prices',
  );
  return rows[0]?.n ?? 0;
}

describe('seedSimulatedPricesOnStart', () => {
  it('seeds the demo catalog and a 400-day price history on a fresh start', async () => {
    t = await createCatalogTestApp({
      withCatalog: false,
      overrides: { SEED_DEMO_CATALOG: 'true' },
    });
    await seedOnStart(serverDeps(t.app));
    const days = await daysPerProduct(t.app);
    expect(days.size).toBeGreaterThan(100);
    expect(new Set(days.values())).toEqual(new Set([400]));
    expect(await countLatest(t.app)).toBeGreaterThan(100);
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/tcgproducts/base1-4/price-history?range=all',
    });
    expect(history.json()).toMatchObject({ variant: 'normal', simulated: true });
    expect(history.json().points).toHaveLength(400);
    expect(history.json().points.at(-1).date).toBe(toUtcDate(new Date()));
  });

  it('leaves existing prices alone', async () => {
    t = await createCatalogTestApp({ overrides: { SEED_DEMO_CATALOG: 'true' } });
    await t.app.pool.query(
      `INSERT INTO price_points (product_id, price_date, source, market_cents)
       VALUES ('base1-4', '2025-01-01', 'feed', 100)`,
    );
    await seedSimulatedPricesOnStart(serverDeps(t.app));
    expect(await daysPerProduct(t.app)).toEqual(new Map([['base1-4', 1]]));
  });

  it('does nothing when demo seeding is off', async () => {
    t = await createCatalogTestApp({ overrides: { SEED_DEMO_CATALOG: 'false' } });
    await seedSimulatedPricesOnStart(serverDeps(t.app));
    expect(await daysPerProduct(t.app)).toEqual(new Map());
  });

  it('gives a large catalog full history for a bounded set and two days for the rest', async () => {
    t = await createCatalogTestApp({ overrides: { SEED_DEMO_CATALOG: 'true' } });
    await seedSimulatedPricesOnStart(serverDeps(t.app), {
      fullHistoryLimit: 3,
      newestWithHistory: 2,
    });
    const days = await daysPerProduct(t.app);
    expect(days.size).toBe(16);
    expect(new Set(days.values())).toEqual(new Set([400, 2]));
    // In the demo catalog: full history. A fixture-only product of an old set: two days.
    expect(days.get('base1-4')).toBe(400);
    expect(days.get('en-sealed-test-base1-box')).toBe(2);
    const product = await t.app.inject({
      method: 'GET',
      url: '/api/tcgproducts/en-sealed-test-base1-box',
    });
    expect(product.json()).toMatchObject({ price_source: 'simulated' });
    expect(product.json().market_price).toBeGreaterThan(0);
  });
});
