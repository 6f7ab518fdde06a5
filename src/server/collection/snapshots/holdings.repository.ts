import type { Queryable } from '../../db/executor.ts';
import { sourceRankSql } from '../../read-models/source-priority-sql.ts';
import type { LadderCents } from '../values/item-value.ts';

/** An owned item, held now or removed, with the printing its prices are read from. */
export type HoldingRow = {
  priceProductId: string | null;
  priceVariant: string | null;
  quantity: number;
  graded: boolean;
  gradingCompany: string | null;
  gradeScore: number | null;
  purchasePriceCents: number | null;
  addedDay: string;
  removedDay: string | null;
};

export type PriceRow = {
  productId: string;
  variant: string;
  date: string;
  marketCents: number | null;
  ladder: LadderCents;
};

// The printing as itemPricesSql picks it: the item's own, else 'normal', else any by name.
const PRINTING_SQL = `LEFT JOIN LATERAL (
    SELECT lp.product_id, lp.variant FROM product_latest_prices lp
    WHERE lp.product_id = h.product_id
    ORDER BY (lp.variant = h.variant) DESC, (lp.variant = 'normal') DESC, lp.variant
    LIMIT 1
  ) printing ON true`;

// Owned items now held and those removed since $3, of the whole collection or binder $2.
const HOLDINGS_SQL = `
WITH held AS (
  SELECT product_id, variant, quantity, graded, grading_company, grade_score,
    purchase_price_cents, created_at AS added_at, NULL::timestamptz AS removed_at
  FROM user_products
  WHERE user_id = $1 AND NOT wishlist AND ($2::int IS NULL OR binder_id = $2)
  UNION ALL
  SELECT product_id, variant, quantity, graded, grading_company, grade_score,
    purchase_price_cents, added_at, removed_at
  FROM collection_removals
  WHERE user_id = $1 AND removed_at >= $3::date AND ($2::int IS NULL OR binder_id = $2)
)
SELECT printing.product_id AS "priceProductId", printing.variant AS "priceVariant",
  h.quantity, h.graded, h.grading_company AS "gradingCompany",
  h.grade_score::float8 AS "gradeScore", h.purchase_price_cents AS "purchasePriceCents",
  to_char(h.added_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "addedDay",
  to_char(h.removed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "removedDay"
FROM held h ${PRINTING_SQL}`;

/** The user's owned items (of one binder, or all), held now or removed on or after `since`. */
export async function findHoldings(
  db: Queryable,
  userId: number,
  binderId: number | null,
  since: string,
): Promise<HoldingRow[]> {
  const { rows } = await db.query<HoldingRow>(HOLDINGS_SQL, [userId, binderId, since]);
  return rows;
}

const LADDER = ['psa10', 'cgc10', 'sgc10', 'bgs10', 'graded9', 'graded8', 'graded7'] as const;

/**
 * One price per printing and day from `from` to `to` (the first source by
 * PRICE_SOURCE_PRIORITY, as the latest prices), plus the last one before `from`, which
 * carries in. Index range scans per printing.
 */
export async function findDailyPrices(
  db: Queryable,
  printings: readonly { productId: string; variant: string }[],
  from: string,
  to: string,
): Promise<PriceRow[]> {
  if (printings.length === 0) {
    return [];
  }
  const columns = `pp.price_date, pp.market_cents, ${LADDER.map((c) => `pp.${c}_cents`).join(', ')}`;
  const rank = `${sourceRankSql('pp.source')}, pp.source`;
  const { rows } = await db.query<Record<string, string | number | null>>(
    `WITH pairs AS (SELECT * FROM unnest($1::text[], $2::text[]) AS p(product_id, variant))
     SELECT pairs.product_id, pairs.variant, to_char(pp.price_date, 'YYYY-MM-DD') AS day, pp.*
     FROM pairs CROSS JOIN LATERAL (
       SELECT DISTINCT ON (pp.price_date) ${columns} FROM price_points pp
       WHERE pp.product_id = pairs.product_id AND pp.variant = pairs.variant
         AND pp.market_cents IS NOT NULL AND pp.price_date BETWEEN $3::date AND $4::date
       ORDER BY pp.price_date, ${rank}
     ) pp
     UNION ALL
     SELECT pairs.product_id, pairs.variant, to_char(pp.price_date, 'YYYY-MM-DD'), pp.*
     FROM pairs CROSS JOIN LATERAL (
       SELECT ${columns} FROM price_points pp
       WHERE pp.product_id = pairs.product_id AND pp.variant = pairs.variant
         AND pp.market_cents IS NOT NULL AND pp.price_date < $3::date
       ORDER BY pp.price_date DESC, ${rank}
       LIMIT 1
     ) pp`,
    [printings.map((p) => p.productId), printings.map((p) => p.variant), from, to],
  );
  return rows.map((row) => ({
    productId: row.product_id as string,
    variant: row.variant as string,
    date: row.day as string,
    marketCents: row.market_cents as number | null,
    ladder: {
      psa10: row.psa10_cents as number | null,
      cgc10: row.cgc10_cents as number | null,
      sgc10: row.sgc10_cents as number | null,
      bgs10: row.bgs10_cents as number | null,
      graded9: row.graded9_cents as number | null,
      graded8: row.graded8_cents as number | null,
      graded7: row.graded7_cents as number | null,
    },
  }));
}
