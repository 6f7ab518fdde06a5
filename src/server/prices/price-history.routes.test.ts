import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createCatalogTestApp();
  await t.app.pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents, psa10_cents,
       graded9_cents)
     VALUES ('base1-4', 'holo', '2025-03-03', 'feed', 31000, 400000, 90000),
            ('base1-4', 'holo', '2025-01-01', 'feed', 30000, NULL, NULL),
            ('base1-4', 'holo', '2025-03-01', 'feed', 30500, NULL, NULL),
            ('base1-4', 'holo', '2025-03-02', 'other', 99900, NULL, NULL),
            ('base1-4', 'normal', '2025-02-01', 'simulated', 100, 500, 200),
            ('base1-4', 'normal', '2025-02-02', 'simulated', 105, 520, 210),
            ('sv08-057', 'normal', '2025-03-01', 'feed', NULL, 5000, NULL)`,
  );
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/tcgproducts/:id/price-history', () => {
  it('returns one printing and source, oldest first, in dollars', async () => {
    const response = await get('/api/tcgproducts/base1-4/price-history?variant=holo&range=all');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      product_id: 'base1-4',
      variant: 'holo',
      price_basis: 'printing',
      source: 'feed',
      simulated: false,
      points: [
        { date: '2025-01-01', market_price: 300, psa_10_price: null, graded_9_price: null },
        { date: '2025-03-01', market_price: 305, psa_10_price: null, graded_9_price: null },
        { date: '2025-03-03', market_price: 310, psa_10_price: 4000, graded_9_price: 900 },
      ],
    });
  });

  it('counts a range back from the newest point', async () => {
    const month = await get('/api/tcgproducts/base1-4/price-history?variant=holo&range=1m');
    expect(month.json().points.map((point: { date: string }) => point.date)).toEqual([
      '2025-03-01',
      '2025-03-03',
    ]);
    const week = await get('/api/tcgproducts/base1-4/price-history?variant=HOLO&range=1w');
    expect(week.json().points).toHaveLength(2);
  });

  it('defaults to the printing and source of the catalog price', async () => {
    const product = (await get('/api/tcgproducts/base1-4')).json();
    const response = await get('/api/tcgproducts/base1-4/price-history');
    expect(product).toMatchObject({ market_price: 310, price_source: 'feed' });
    expect(response.json()).toMatchObject({ variant: 'holo', source: 'feed', simulated: false });
    expect(response.json().points.at(-1)).toMatchObject({ market_price: 310 });
  });

  it('flags simulated prices', async () => {
    const response = await get('/api/tcgproducts/base1-4/price-history?variant=normal');
    expect(response.json()).toMatchObject({
      variant: 'normal',
      source: 'simulated',
      simulated: true,
    });
    expect(response.json().points).toEqual([
      { date: '2025-02-01', market_price: 1, psa_10_price: 5, graded_9_price: 2 },
      { date: '2025-02-02', market_price: 1.05, psa_10_price: 5.2, graded_9_price: 2.1 },
    ]);
  });

  it('returns no points for a product or printing without market prices', async () => {
    for (const url of [
      '/api/tcgproducts/sv08-057/price-history',
      '/api/tcgproducts/base1-4/price-history?variant=reverse',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ source: null, simulated: false, points: [] });
    }
  });

  it('answers 404 for an unknown product', async () => {
    const response = await get('/api/tcgproducts/nope-1/price-history');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No product with id "nope-1"');
  });

  it('answers 400 naming the field for a bad range or variant', async () => {
    const range = await get('/api/tcgproducts/base1-4/price-history?range=2y');
    expect(range.statusCode).toBe(400);
    expect(range.json().error.message).toMatch(/range/);
    const variant = await get('/api/tcgproducts/base1-4/price-history?variant=%3Cscript%3E');
    expect(variant.statusCode).toBe(400);
    expect(variant.json().error.message).toMatch(/variant/);
  });
});
