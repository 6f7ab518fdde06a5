import type { UserProduct, UserProductInput } from '#core/collection/user-product.schema.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { refreshLatestPrices } from '../prices/latest-prices.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';

/** The real app with the fixture catalog (13 cards, 3 sealed products; see fixture-catalog.ts). */
export async function createCollectionTestApp(): Promise<TestApp> {
  return createCatalogTestApp();
}

/** The collection test app with two signed-up collectors, ash and misty, and these prices. */
export async function createTwoCollectors(prices: PricePoint[] = []) {
  const t = await createCollectionTestApp();
  const ash = await createTestUser(t.app);
  const misty = await createTestUser(t.app);
  if (prices.length > 0) {
    await insertPrices(t, prices);
  }
  return { t, ash, misty };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A signed-in call (bearer token plus CSRF headers) through app.inject. */
export async function call(
  t: TestApp,
  user: TestUser | null,
  method: Method,
  url: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: user?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

export async function addItem(t: TestApp, user: TestUser, input: UserProductInput) {
  const res = await call(t, user, 'POST', '/api/iOSUserCards/', input);
  if (res.status !== 201) {
    throw new Error(`addItem failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as UserProduct;
}

export async function createBinder(t: TestApp, user: TestUser, name: string) {
  const res = await call(t, user, 'POST', '/api/binders', { name });
  if (res.status !== 201) {
    throw new Error(`createBinder failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body as { id: number; name: string };
}

export type PricePoint = {
  productId: string;
  variant?: string;
  date: string;
  market: number | null;
  source?: string;
  psa10?: number | null;
  cgc10?: number | null;
  sgc10?: number | null;
  bgs10?: number | null;
  graded9?: number | null;
  graded8?: number | null;
  graded7?: number | null;
};

/** Inserts price points (cents) straight into price_points, then refreshes the latest prices. */
export async function insertPrices(t: TestApp, points: PricePoint[]): Promise<void> {
  for (const p of points) {
    await t.app.pool.query(
      `INSERT INTO price_points (product_id, variant, price_date, source, market_cents,
         psa10_cents, cgc10_cents, sgc10_cents, bgs10_cents, graded9_cents, graded8_cents,
         graded7_cents)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT (product_id, variant, price_date, source) DO UPDATE SET
         market_cents = excluded.market_cents, updated_at = now()`,
      [
        p.productId,
        p.variant ?? 'normal',
        p.date,
        p.source ?? 'test-feed',
        p.market,
        p.psa10 ?? null,
        p.cgc10 ?? null,
        p.sgc10 ?? null,
        p.bgs10 ?? null,
        p.graded9 ?? null,
        p.graded8 ?? null,
        p.graded7 ?? null,
      ],
    );
  }
  await refreshLatestPrices(t.app.pool);
}

/** The UTC date `days` days before today, YYYY-MM-DD. */
export function daysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}
