import type { Queryable } from '../../db/executor.ts';
import { sourceRankSql } from '../../read-models/source-priority-sql.ts';

/** The price row a product's printing shows today, with the row it corrects, if any. */
export type ShownPriceRow = {
  id: number;
  variant: string;
  source: string;
  price_date: string;
  market_cents: number;
  currency: string;
  native_market_cents: number | null;
  price_kind: string | null;
  sales_count: number | null;
  last_sale_date: string | null;
  condition_cents: Record<string, number> | null;
  correction_reason: string | null;
  corrected_at: string | null;
  original_cents: number | null;
  original_source: string | null;
  original_kind: string | null;
  original_condition_cents: Record<string, number> | null;
  original_sales_count: number | null;
  original_last_sale_date: string | null;
};

/**
 * The newest market price of a product's printing as every read model picks it (newest day,
 * then PRICE_SOURCE_PRIORITY, a correction first): the printing asked for, else its coarse type,
 * else (no printing asked) the catalog's, 'normal' first.
 */
export async function findShownPrice(
  db: Queryable,
  productId: string,
  variant: string | undefined,
): Promise<ShownPriceRow | undefined> {
  const { rows } = await db.query<ShownPriceRow>(
    `SELECT pp.id::int AS id, pp.variant, pp.source, pp.price_date::text AS price_date,
       pp.market_cents, pp.currency, pp.native_market_cents, pp.price_kind, pp.sales_count,
       pp.last_sale_date::text AS last_sale_date, pp.condition_cents, pp.correction_reason,
       CASE WHEN pp.supersedes_id IS NOT NULL THEN pp.updated_at END AS corrected_at,
       o.market_cents AS original_cents, o.source AS original_source,
       o.price_kind AS original_kind, o.condition_cents AS original_condition_cents,
       o.sales_count AS original_sales_count,
       o.last_sale_date::text AS original_last_sale_date
     FROM price_points pp
     LEFT JOIN price_points o ON o.id = pp.supersedes_id
     WHERE pp.product_id = $1 AND pp.market_cents IS NOT NULL
       AND ($2::text IS NULL OR pp.variant = $2 OR pp.variant = split_part($2, '/', 1))
     ORDER BY pp.variant IS DISTINCT FROM coalesce($2, pp.variant), pp.price_date DESC,
       (pp.variant <> 'normal'), pp.variant, ${sourceRankSql('pp.source')}, pp.source
     LIMIT 1`,
    [productId, variant ?? null],
  );
  const row = rows[0];
  return (
    row && { ...row, corrected_at: row.corrected_at && new Date(row.corrected_at).toISOString() }
  );
}

export async function productExists(db: Queryable, productId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM catalog_products WHERE id = $1', [productId]);
  return (rowCount ?? 0) > 0;
}
