import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '#core/prices/price-dates.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { importFixtureCatalog } from '../catalog/test-fixtures/fixture-catalog.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { simulatePrices } from './simulate/simulate-prices.ts';
import { findSimulatedProducts } from './simulate/simulated-products.repository.ts';

const END = '2025-06-30';
// The fixture catalog's printings: 16 products, 8 of them with a second printing.
const SERIES = 24;
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => t.close());

type Snapshot = Record<string, unknown>[];

async function snapshot(pool: pg.Pool, withStamp = false): Promise<Snapshot> {
  const { rows } = await pool.query(
    `SELECT product_id, variant, price_date::text AS date, source, market_cents, psa10_cents,
       cgc10_cents, sgc10_cents, bgs10_cents, graded9_cents, graded8_cents, graded7_cents,
       currency ${withStamp ? ', updated_at' : ''}
     FROM price_points ORDER BY product_id, variant, price_date`,
  );
  return rows;
}

describe('simulatePrices', () => {
  let first: Snapshot;

  it('writes 400 days per product and printing, ending on the end date', async () => {
    const summary = await simulatePrices(t.app.pool, { seed: 7, endDate: END });
    expect(summary).toMatchObject({
      products: 16,
      rows: SERIES * 400,
      inserted: SERIES * 400,
      endDate: END,
      latestPricesRefreshed: SERIES,
    });
    first = await snapshot(t.app.pool, true);
    const dates = first.map((row) => row.date as string).sort();
    expect(dates[0]).toBe(addDays(END, -399));
    expect(dates.at(-1)).toBe(END);
    expect(new Set(first.map((row) => row.source))).toEqual(new Set(['simulated']));
    const variants = first
      .filter((row) => row.product_id === 'sv03.5-025' && row.date === END)
      .map((row) => row.variant);
    expect(variants).toEqual(['normal', 'reverse']);
  });

  it('writes plausible prices: above zero, graded ladders in order, none for sealed', async () => {
    for (const row of first) {
      expect(row.market_cents as number).toBeGreaterThan(0);
      if ((row.product_id as string).includes('sealed')) {
        expect(row.psa10_cents).toBeNull();
        continue;
      }
      expect(row.psa10_cents as number).toBeGreaterThan(row.graded9_cents as number);
      expect(row.graded9_cents as number).toBeGreaterThan(row.graded8_cents as number);
      expect(row.graded8_cents as number).toBeGreaterThan(row.graded7_cents as number);
    }
    const latest = (id: string) =>
      first.find((row) => row.product_id === id && row.variant === 'normal' && row.date === END)
        ?.market_cents as number;
    expect(latest('en-sealed-test-base1-box')).toBeGreaterThan(latest('sv08-025'));
  });

  it('rewrites nothing when run again with the same seed', async () => {
    const summary = await simulatePrices(t.app.pool, { seed: 7, endDate: END });
    expect(summary).toMatchObject({ inserted: 0, updated: 0, unchanged: SERIES * 400 });
    expect(await snapshot(t.app.pool, true)).toEqual(first);
  });

  it('writes the same prices into another database with the same catalog', async () => {
    const database = await createTestDatabase();
    const other = new pg.Pool({ connectionString: database.url, max: 2 });
    other.on('error', () => {});
    try {
      await importFixtureCatalog(other);
      await simulatePrices(other, { seed: 7, endDate: END });
      expect(await snapshot(other)).toEqual(await snapshot(t.app.pool));
    } finally {
      await other.end();
      await database.drop();
    }
  });

  it('writes other prices for another seed', async () => {
    const before = await snapshot(t.app.pool);
    const summary = await simulatePrices(t.app.pool, { seed: 8, endDate: END });
    expect(summary.updated).toBeGreaterThan(SERIES * 300);
    const after = await snapshot(t.app.pool);
    expect(after).toHaveLength(before.length);
    expect(after).not.toEqual(before);
  });

  it('refreshes the latest prices, which the catalog API shows as simulated', async () => {
    const { rows } = await t.app.pool.query(
      `SELECT price_date::text AS date, previous_price_date::text AS previous, market_cents
       FROM product_latest_prices WHERE product_id = 'base1-4' AND variant = 'normal'`,
    );
    expect(rows[0]).toMatchObject({ date: END, previous: addDays(END, -1) });
    const product = await t.app.inject({ method: 'GET', url: '/api/tcgproducts/base1-4' });
    expect(product.json()).toMatchObject({
      price_source: 'simulated',
      price_date: END,
      market_price: rows[0].market_cents / 100,
    });
  });

  it('simulates only the chosen products, or only the last days', async () => {
    await t.app.pool.query('TRUNCATE price_points, product_latest_prices');
    const chosen = await simulatePrices(t.app.pool, {
      endDate: END,
      products: { kind: 'ids', ids: ['base1-4', 'sv08-025'] },
    });
    expect(chosen).toMatchObject({ products: 2, rows: 3 * 400 });
    const newest = await simulatePrices(t.app.pool, {
      endDate: END,
      products: { kind: 'newest', limit: 3 },
      writeLastDays: 2,
    });
    expect(newest.products).toBe(3);
    const { rows } = await t.app.pool.query<{ id: string; days: number }>(
      `SELECT product_id AS id, count(DISTINCT price_date)::int AS days FROM price_points
       GROUP BY product_id ORDER BY product_id`,
    );
    expect(rows.filter((row) => row.days === 400).map((row) => row.id)).toEqual([
      'base1-4',
      'sv08-025',
    ]);
    const newestIds = (await findSimulatedProducts(t.app.pool, { kind: 'newest', limit: 3 })).map(
      (product) => product.id,
    );
    const recentOnly = newestIds.filter((id) => id !== 'base1-4' && id !== 'sv08-025');
    expect(rows.filter((row) => row.days === 2).map((row) => row.id)).toEqual(recentOnly.sort());
    expect(rows).toHaveLength(2 + recentOnly.length);
  });

  it('gives the last days of a short run the values of the full run', async () => {
    const full = (await snapshot(t.app.pool)).filter(
      (row) => row.product_id === 'base1-4' && (row.date as string) >= addDays(END, -1),
    );
    await t.app.pool.query('TRUNCATE price_points');
    await simulatePrices(t.app.pool, {
      endDate: END,
      products: { kind: 'ids', ids: ['base1-4'] },
      writeLastDays: 2,
    });
    expect(await snapshot(t.app.pool)).toEqual(full);
  });
});
