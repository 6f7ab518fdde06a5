import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPricedCatalogTestApp } from '../test/priced-catalog.ts';
import { getJson, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createPricedCatalogTestApp();
});
afterAll(async () => t.close());

describe('GET /api/iOSTCGProductValues/?productIds=', () => {
  it('returns the latest value of each existing id, in request order', async () => {
    const { res, body } = await getJson(
      t,
      '/api/iOSTCGProductValues/?productIds=sv08-057,nope,base1-4,base1-2,sv08-057',
    );
    expect(res.statusCode).toBe(200);
    expect(body).toEqual({
      values: [
        { product_id: 'sv08-057', market_price: 0.07, price_date: '2024-12-01', source: 'sim' },
        { product_id: 'base1-4', market_price: 312.99, price_date: '2025-01-02', source: 'feed' },
        { product_id: 'base1-2', market_price: null, price_date: null, source: null },
      ],
    });
  });

  it('ignores junk ids', async () => {
    const junk = ['%00', '%20', ',,,', `${'y'.repeat(300)}`, '%E2%80%8B', "'%3B--"].join(',');
    const { res, body } = await getJson(t, `/api/iOSTCGProductValues/?productIds=${junk},base1-2`);
    expect(res.statusCode).toBe(200);
    expect(body.values.map((v: { product_id: string }) => v.product_id)).toEqual(['base1-2']);
    const empty = await getJson(t, '/api/iOSTCGProductValues?productIds=');
    expect(empty.body).toEqual({ values: [] });
  });

  it.each([501, 1000])('refuses %i ids, naming productIds', async (count) => {
    const ids = Array.from({ length: count }, (_, i) => `id-${i}`).join(',');
    const { res, body } = await getJson(t, `/api/iOSTCGProductValues/?productIds=${ids}`);
    expect(res.statusCode).toBe(400);
    expect(body.error.message).toContain('productIds');
  });

  it('accepts 500 ids and refuses a missing list', async () => {
    const ids = Array.from({ length: 499 }, (_, i) => `id-${i}`)
      .concat('base1-2')
      .join(',');
    const { res, body } = await getJson(t, `/api/iOSTCGProductValues/?productIds=${ids}`);
    expect(res.statusCode).toBe(200);
    expect(body.values).toHaveLength(1);
    const missing = await getJson(t, '/api/iOSTCGProductValues/');
    expect(missing.res.statusCode).toBe(400);
    expect(missing.body.error.message).toContain('productIds');
  });
});
