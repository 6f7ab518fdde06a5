import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../test/test-app.ts';

// Security round 3, item 5 (audit M3): "e e e" is a one-letter search and costs like one, and
// big feed slices with fresh limits are charged, so neither steps around the budget.
let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp({ overrides: { EXPENSIVE_RATE_LIMIT_PER_MINUTE: '3' } });
  await t.app.pool.query(
    `INSERT INTO catalog_products
     SELECT (jsonb_populate_record(p, jsonb_build_object('id', 'bulk-' || g, 'tcgdex_id', null))).*
     FROM catalog_products p, generate_series(1, 1700) g WHERE p.id = 'base1-4'`,
  );
});
afterAll(async () => t.close());

const get = (url: string, ip: string) => t.app.inject({ url, remoteAddress: ip });

describe('budget bypasses', () => {
  it('budgets searches whose words are all short, however they are spaced', async () => {
    for (const q of ['e%20e%20e', 'a%20a%20a%20a', 'b%20%20b%20b']) {
      expect((await get(`/api/cards/search?q=${q}`, '10.5.0.1')).statusCode).toBe(200);
    }
    expect((await get('/api/cards/search?q=c%20c%20c', '10.5.0.1')).statusCode).toBe(429);
  });

  it('budgets big feed slices cut with fresh limits', async () => {
    const slice = (limit: number) => `/api/iOSSyncService/products/changes?limit=${limit}`;
    // Just over a small page (1,000 rows): each new slice is cut and compressed for the request.
    for (const limit of [1001, 1002, 1003]) {
      expect((await get(slice(limit), '10.6.0.1')).statusCode).toBe(200);
    }
    expect((await get(slice(1004), '10.6.0.1')).statusCode).toBe(429);
  });
});
