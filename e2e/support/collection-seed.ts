import type pg from 'pg';
import { refreshLatestPrices } from '../../src/server/prices/latest-prices.ts';

/** The UTC date `daysAgo` days before today, as YYYY-MM-DD (the server's snapshot days). */
export function isoDay(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Daily market prices of one printing for the last `days` days (today included), dollars from
 * `priceAt(daysAgo)`, then product_latest_prices is rebuilt for it.
 */
export async function addPriceSeries(
  pool: pg.Pool,
  product: { id: string; variant?: string; source?: string },
  days: number,
  priceAt: (daysAgo: number) => number,
): Promise<void> {
  const dates = Array.from({ length: days }, (_, daysAgo) => isoDay(daysAgo));
  const cents = dates.map((_, daysAgo) => Math.round(priceAt(daysAgo) * 100));
  await pool.query(
    `INSERT INTO price_points (product_id, variant, source, price_date, market_cents)
     SELECT $1, $2, $3, d::date, c FROM unnest($4::text[], $5::int[]) AS t(d, c)`,
    [product.id, product.variant ?? 'normal', product.source ?? 'tcgplayer', dates, cents],
  );
  await refreshLatestPrices(pool, { productIds: [product.id] });
}

export async function findUserId(pool: pg.Pool, email: string): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    'SELECT id FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  const id = rows[0]?.id;
  if (id === undefined) {
    throw new Error(`no user ${email}`);
  }
  return id;
}

export type SeedItem = {
  productId: string;
  productType?: 'card' | 'sealed';
  variant?: string;
  quantity?: number;
  wishlist?: boolean;
  purchaseDollars?: number;
  graded?: { company: string; grade: number };
  binderId?: number | null;
  /** Days before now the item was added (for "date added" sorting). */
  addedDaysAgo?: number;
};

/** Inserts collection items straight into user_products; returns their ids in order. */
export async function insertItems(
  pool: pg.Pool,
  userId: number,
  items: SeedItem[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const item of items) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO user_products (user_id, product_id, product_type, variant, quantity, wishlist,
         purchase_price_cents, graded, grading_company, grade_score, binder_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - make_interval(days => $12))
       RETURNING id`,
      [
        userId,
        item.productId,
        item.productType ?? 'card',
        item.variant ?? 'normal',
        item.quantity ?? 1,
        item.wishlist ?? false,
        item.purchaseDollars === undefined ? null : Math.round(item.purchaseDollars * 100),
        item.graded !== undefined,
        item.graded?.company ?? null,
        item.graded?.grade ?? null,
        item.binderId ?? null,
        item.addedDaysAgo ?? 0,
      ],
    );
    ids.push(rows[0]?.id as number);
  }
  return ids;
}
