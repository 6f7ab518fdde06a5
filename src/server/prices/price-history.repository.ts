import { type PriceHistory, SIMULATED_PRICE_SOURCE } from '#core/collection/user-product.schema.ts';
import { centsToUnits } from '#core/money/cents.ts';
import {
  PRICE_HISTORY_RANGE_INTERVALS,
  type PriceHistoryRange,
} from '#core/prices/price-history-query.schema.ts';
import { CORRECTION_SOURCE } from '#core/prices/source-priority.ts';
import type { Queryable } from '../db/executor.ts';
import { sourceRankSql } from '../read-models/source-priority-sql.ts';

type Series = { variant: string; source: string; latest: string };

/**
 * The series a history shows: the requested printing, else its coarse type (the printing key's
 * part before '/'; default: the one the catalog price uses, 'normal' first) and the source of
 * its newest market price, as in product_latest_prices.
 */
async function findSeries(
  db: Queryable,
  productId: string,
  variant: string | undefined,
): Promise<Series | undefined> {
  const { rows } = await db.query<Series>(
    `SELECT variant, source, price_date::text AS latest FROM price_points
     WHERE product_id = $1 AND market_cents IS NOT NULL AND source <> '${CORRECTION_SOURCE}'
       AND ($2::text IS NULL OR variant = $2 OR variant = split_part($2, '/', 1))
     ORDER BY variant IS DISTINCT FROM coalesce($2, variant), price_date DESC,
       (variant <> 'normal'), variant, ${sourceRankSql('source')}, source
     LIMIT 1`,
    [productId, variant ?? null],
  );
  return rows[0];
}

async function hasProduct(db: Queryable, productId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM catalog_products WHERE id = $1', [productId]);
  return (rowCount ?? 0) > 0;
}

/** A product's daily prices, oldest first; undefined when there is no such product. */
export async function getPriceHistory(
  db: Queryable,
  query: { productId: string; variant?: string; range: PriceHistoryRange },
): Promise<(PriceHistory & { latest: string | null }) | undefined> {
  if (!(await hasProduct(db, query.productId))) {
    return undefined;
  }
  const series = await findSeries(db, query.productId, query.variant);
  if (!series) {
    const variant = query.variant ?? 'normal';
    return {
      product_id: query.productId,
      variant,
      price_basis: null,
      source: null,
      simulated: false,
      points: [],
      latest: null,
    };
  }
  const { rows } = await db.query<{
    date: string;
    market_cents: number | null;
    psa10_cents: number | null;
    graded9_cents: number | null;
    correction_reason: string | null;
    original_cents: number | null;
  }>(
    // A corrected day shows its correction, marked, with the feed's original kept beside it.
    `SELECT pp.price_date::text AS date, coalesce(c.market_cents, pp.market_cents) AS market_cents,
       pp.psa10_cents, pp.graded9_cents, c.correction_reason,
       CASE WHEN c.id IS NOT NULL THEN pp.market_cents END AS original_cents
     FROM price_points pp
     LEFT JOIN price_points c ON c.supersedes_id = pp.id
     WHERE pp.product_id = $1 AND pp.variant = $2 AND pp.source = $3
       AND ($4::interval IS NULL OR pp.price_date > $5::date - $4::interval)
     ORDER BY pp.price_date`,
    [
      query.productId,
      series.variant,
      series.source,
      PRICE_HISTORY_RANGE_INTERVALS[query.range],
      series.latest,
    ],
  );
  return {
    product_id: query.productId,
    variant: series.variant,
    price_basis:
      query.variant === undefined || query.variant === series.variant
        ? 'printing'
        : 'type_fallback',
    source: series.source,
    simulated: series.source === SIMULATED_PRICE_SOURCE,
    latest: series.latest,
    points: rows.map((row) => ({
      date: row.date,
      market_price: centsToUnits(row.market_cents),
      psa_10_price: centsToUnits(row.psa10_cents),
      graded_9_price: centsToUnits(row.graded9_cents),
      ...(row.correction_reason === null
        ? {}
        : {
            correction: {
              reason: row.correction_reason,
              original_price: centsToUnits(row.original_cents),
            },
          }),
    })),
  };
}
