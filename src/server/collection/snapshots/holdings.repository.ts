import type { Condition } from '#core/collection/user-product.schema.ts';
import type { ConditionCents } from '#core/prices/condition-price.ts';
import type { Queryable } from '../../db/executor.ts';
import { sourceRankSql } from '../../read-models/source-priority-sql.ts';
import type { LadderCents } from '../values/item-value.ts';

/** The key of a printing's prices: product id and printing. */
export const printingKey = (productId: string, variant: string) => `${productId}|${variant}`;

/** An owned item, held now or removed, with the printing its prices are read from. */
export type HoldingRow = {
  priceProductId: string | null;
  priceVariant: string | null;
  quantity: number;
  graded: boolean;
  gradingCompany: string | null;
  gradeScore: number | null;
  /** Removed copies keep no condition: they count as Near Mint. */
  condition: Condition;
  purchasePriceCents: number | null;
  addedDay: string;
  removedDay: string | null;
};

/**
 * A printing's daily prices: `offsets[i]` is the day of the i-th price counted from the first
 * day asked for (negative for the one price before it, which carries in), oldest first.
 * The graded ladder is read only when asked for (printings with graded copies).
 */
export type PriceSeries = {
  productId: string;
  variant: string;
  offsets: number[];
  market: (number | null)[];
  /** The prices per condition of each day, where the source gave them (absent: none). */
  conditions?: (ConditionCents | null)[];
  ladder: Record<keyof LadderCents, (number | null)[]> | null;
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
  SELECT product_id, variant, quantity, graded, grading_company, grade_score, condition,
    purchase_price_cents, created_at AS added_at, NULL::timestamptz AS removed_at
  FROM user_products
  WHERE user_id = $1 AND NOT wishlist AND ($2::int IS NULL OR binder_id = $2)
  UNION ALL
  SELECT product_id, variant, quantity, graded, grading_company, grade_score, 'NM',
    purchase_price_cents, added_at, removed_at
  FROM collection_removals
  WHERE user_id = $1 AND removed_at >= $3::date AND ($2::int IS NULL OR binder_id = $2)
)
SELECT printing.product_id AS "priceProductId", printing.variant AS "priceVariant",
  h.quantity, h.graded, h.grading_company AS "gradingCompany",
  h.grade_score::float8 AS "gradeScore", h.condition, h.purchase_price_cents AS "purchasePriceCents",
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
 * PRICE_SOURCE_PRIORITY, as the latest prices), plus the last one before `from`, which carries
 * in; one row of arrays per printing, so 400 days of 2,000 printings arrive as 2,000 rows.
 */
export async function findPriceSeries(
  db: Queryable,
  printings: readonly { productId: string; variant: string; graded: boolean }[],
  from: string,
  to: string,
): Promise<PriceSeries[]> {
  if (printings.length === 0) {
    return [];
  }
  const columns = `pp.price_date, pp.market_cents, pp.condition_cents, ${LADDER.map((c) => `pp.${c}_cents`).join(', ')}`;
  const rank = `${sourceRankSql('pp.source')}, pp.source`;
  const ladder = LADDER.map(
    (c) => `CASE WHEN pairs.graded THEN array_agg(d.${c}_cents ORDER BY d.price_date) END`,
  ).join(', ');
  // Aggregated inside the lateral: one small sort per printing, not one of every price.
  const { rows } = await db.query<unknown[]>({
    text: `WITH pairs AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::bool[]) AS p(product_id, variant, graded))
     SELECT pairs.product_id, pairs.variant, agg.*
     FROM pairs CROSS JOIN LATERAL (
       SELECT array_agg(d.price_date - $4::date ORDER BY d.price_date),
         array_agg(d.market_cents ORDER BY d.price_date),
         CASE WHEN count(d.condition_cents) > 0
           THEN array_agg(d.condition_cents ORDER BY d.price_date) END, ${ladder}
       FROM (
         (SELECT ${columns} FROM price_points pp
          WHERE pp.product_id = pairs.product_id AND pp.variant = pairs.variant
            AND pp.market_cents IS NOT NULL AND pp.price_date < $4::date
          ORDER BY pp.price_date DESC, ${rank}
          LIMIT 1)
         UNION ALL
         (SELECT DISTINCT ON (pp.price_date) ${columns} FROM price_points pp
          WHERE pp.product_id = pairs.product_id AND pp.variant = pairs.variant
            AND pp.market_cents IS NOT NULL AND pp.price_date BETWEEN $4::date AND $5::date
          ORDER BY pp.price_date, ${rank})
       ) d
       HAVING count(*) > 0
     ) agg`,
    values: [
      printings.map((p) => p.productId),
      printings.map((p) => p.variant),
      printings.map((p) => p.graded),
      from,
      to,
    ],
    rowMode: 'array',
  });
  return rows.map((row) => ({
    productId: row[0] as string,
    variant: row[1] as string,
    offsets: row[2] as number[],
    market: row[3] as (number | null)[],
    ...(row[4] === null ? {} : { conditions: row[4] as (ConditionCents | null)[] }),
    ladder:
      row[5] === null
        ? null
        : (Object.fromEntries(LADDER.map((c, i) => [c, row[5 + i]])) as PriceSeries['ladder']),
  }));
}
