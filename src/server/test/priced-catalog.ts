import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from './test-app.ts';

/**
 * The fixture catalog with a few price points: base1-4 holo on two days, base1-4 normal with a
 * market price one day and only a PSA 10 price the next, and sv08-057 at 7 cents.
 */
export async function createPricedCatalogTestApp(): Promise<TestApp> {
  const t = await createCatalogTestApp();
  await t.app.pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents, psa10_cents)
     VALUES ('base1-4', 'holo', '2025-01-01', 'feed', 30000, NULL),
            ('base1-4', 'holo', '2025-01-02', 'feed', 31050, NULL),
            ('base1-4', 'normal', '2025-01-02', 'feed', 31299, NULL),
            ('base1-4', 'normal', '2025-01-03', 'feed', NULL, 900000),
            ('sv08-057', 'normal', '2024-12-01', 'sim', 7, NULL)`,
  );
  return t;
}
