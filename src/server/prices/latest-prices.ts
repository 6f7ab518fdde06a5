import type { Queryable } from '../db/executor.ts';
import { sourceRankSql } from '../read-models/source-priority-sql.ts';

export type RefreshLatestPricesOptions = {
  /** Only pairs with price points changed after this instant; all pairs when omitted. */
  changedSince?: Date;
  /** Only these products. */
  productIds?: readonly string[];
};

/**
 * Rebuilds product_latest_prices (the latest and the previous market value per product and
 * printing, with the latest graded ladder) from price_points. Run after every price import or
 * simulation and by the daily job. Returns the number of (product, variant) rows written.
 */
export async function refreshLatestPrices(
  db: Queryable,
  options: RefreshLatestPricesOptions = {},
): Promise<number> {
  const { rowCount } = await db.query(
    `WITH pairs AS (
       SELECT DISTINCT product_id, variant FROM price_points
       WHERE ($1::timestamptz IS NULL OR updated_at > $1)
         AND ($2::text[] IS NULL OR product_id = ANY($2))
     )
     INSERT INTO product_latest_prices AS t (
       product_id, variant, source, price_date, market_cents, previous_price_date,
       previous_market_cents, psa10_cents, cgc10_cents, sgc10_cents, bgs10_cents,
       graded9_cents, graded8_cents, graded7_cents, condition_cents, updated_at)
     SELECT pairs.product_id, pairs.variant, latest.source, latest.price_date, latest.market_cents,
       previous.price_date, previous.market_cents, latest.psa10_cents, latest.cgc10_cents,
       latest.sgc10_cents, latest.bgs10_cents, latest.graded9_cents, latest.graded8_cents,
       latest.graded7_cents, latest.condition_cents, now()
     FROM pairs
     CROSS JOIN LATERAL (
       SELECT * FROM price_points pp
       WHERE pp.product_id = pairs.product_id AND pp.variant = pairs.variant
         AND pp.market_cents IS NOT NULL
       ORDER BY pp.price_date DESC, ${sourceRankSql('pp.source')}, pp.source
       LIMIT 1
     ) latest
     LEFT JOIN LATERAL (
       SELECT pp.price_date, pp.market_cents FROM price_points pp
       WHERE pp.product_id = pairs.product_id AND pp.variant = pairs.variant
         AND pp.source = latest.source AND pp.market_cents IS NOT NULL
         AND pp.price_date < latest.price_date
       ORDER BY pp.price_date DESC
       LIMIT 1
     ) previous ON true
     ON CONFLICT (product_id, variant) DO UPDATE SET
       source = excluded.source, price_date = excluded.price_date,
       market_cents = excluded.market_cents, previous_price_date = excluded.previous_price_date,
       previous_market_cents = excluded.previous_market_cents,
       psa10_cents = excluded.psa10_cents, cgc10_cents = excluded.cgc10_cents,
       sgc10_cents = excluded.sgc10_cents, bgs10_cents = excluded.bgs10_cents,
       graded9_cents = excluded.graded9_cents, graded8_cents = excluded.graded8_cents,
       graded7_cents = excluded.graded7_cents, condition_cents = excluded.condition_cents,
       updated_at = now()`,
    [options.changedSince ?? null, options.productIds ?? null],
  );
  return rowCount ?? 0;
}
