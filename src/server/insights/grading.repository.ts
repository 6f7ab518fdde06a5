import type { Queryable } from '../db/executor.ts';
import { PRODUCT_COLUMNS, PRODUCT_JOINS, type ProductRow } from './insights-read.sql.ts';

export type LadderRow = ProductRow & {
  psa10_cents: number | null;
  cgc10_cents: number | null;
  sgc10_cents: number | null;
  bgs10_cents: number | null;
  graded9_cents: number | null;
  graded8_cents: number | null;
  graded7_cents: number | null;
};

const LADDER_COLUMNS = `st.psa10_cents, st.cgc10_cents, st.sgc10_cents, st.bgs10_cents,
  st.graded9_cents, st.graded8_cents, st.graded7_cents`;

export async function findLadder(db: Queryable, productId: string): Promise<LadderRow | null> {
  const { rows } = await db.query<LadderRow>(
    `SELECT ${PRODUCT_COLUMNS}, ${LADDER_COLUMNS}
     FROM insights_product_stats st ${PRODUCT_JOINS}
     WHERE st.product_id = $1 AND st.product_type = 'card'`,
    [productId],
  );
  return rows[0] ?? null;
}

/** Cards with the highest PSA 10 premium over raw, in dollars or as a multiple. */
export async function findPremiums(
  db: Queryable,
  query: { language?: string; by: 'multiplier' | 'amount'; limit: number },
): Promise<(ProductRow & { psa10_cents: number })[]> {
  const order = query.by === 'amount' ? 'st.psa10_premium_cents' : 'st.psa10_multiplier';
  const { rows } = await db.query<ProductRow & { psa10_cents: number }>(
    `SELECT ${PRODUCT_COLUMNS}, st.psa10_cents FROM insights_product_stats st ${PRODUCT_JOINS}
     WHERE st.product_type = 'card' AND ${order} IS NOT NULL
       AND ($1::text IS NULL OR st.language = $1)
     ORDER BY ${order} DESC, st.product_id LIMIT $2`,
    [query.language ?? null, query.limit],
  );
  return rows;
}

export type CandidateRow = ProductRow & {
  user_product_id: number;
  quantity: number;
  psa10_cents: number | null;
  graded9_cents: number | null;
};

/**
 * A user's raw (ungraded, owned) cards with their printing's price and PSA 10 / 9 prices,
 * ranked by PSA 10 price minus raw price minus the fee.
 */
export async function findCandidates(
  db: Queryable,
  userId: number,
  feeCents: number,
  limit: number,
): Promise<CandidateRow[]> {
  const { rows } = await db.query<CandidateRow>(
    `SELECT up.id AS user_product_id, up.quantity, st.product_id, p.name, st.product_type,
       st.language, st.set_id, s.name AS set_name, st.series_id, s.series_name, p.image_url,
       coalesce(l.variant, st.variant) AS variant, coalesce(l.source, st.source) AS source,
       to_char(coalesce(l.price_date, st.price_date), 'YYYY-MM-DD') AS price_date,
       coalesce(l.market_cents, st.market_cents) AS market_cents,
       CASE WHEN l.market_cents IS NULL THEN st.psa10_cents ELSE l.psa10_cents END AS psa10_cents,
       CASE WHEN l.market_cents IS NULL THEN st.graded9_cents ELSE l.graded9_cents END
         AS graded9_cents
     FROM user_products up
     JOIN insights_product_stats st ON st.product_id = up.product_id
     ${PRODUCT_JOINS}
     LEFT JOIN product_latest_prices l ON l.product_id = up.product_id AND l.variant = up.variant
       AND l.market_cents IS NOT NULL
     WHERE up.user_id = $1 AND NOT up.wishlist AND NOT up.graded AND st.product_type = 'card'
     ORDER BY (CASE WHEN l.market_cents IS NULL THEN st.psa10_cents ELSE l.psa10_cents END
       - coalesce(l.market_cents, st.market_cents) - $2) DESC NULLS LAST, up.id
     LIMIT $3`,
    [userId, feeCents, limit],
  );
  return rows;
}
