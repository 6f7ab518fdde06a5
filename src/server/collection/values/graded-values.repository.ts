import type pg from 'pg';
import type { GradedPriceRecord } from '#core/collection/user-product.schema.ts';

const dollars = (column: string) => `${column}::float8 / 100`;

/**
 * The graded price record of each api id (a catalog product id) that has prices, in request
 * order: the latest prices of its 'normal' printing, else of its first printing by name.
 */
export async function findGradedPriceRecords(
  pool: pg.Pool,
  apiIds: readonly string[],
): Promise<GradedPriceRecord[]> {
  if (apiIds.length === 0) {
    return [];
  }
  const { rows } = await pool.query<GradedPriceRecord>(
    `SELECT * FROM (
       SELECT DISTINCT ON (product_id) product_id AS api_id,
         ${dollars('market_cents')} AS market_price,
         ${dollars('psa10_cents')} AS psa_10_price, ${dollars('cgc10_cents')} AS cgc_10_price,
         ${dollars('sgc10_cents')} AS sgc_10_price, ${dollars('bgs10_cents')} AS bgs_10_price,
         ${dollars('graded9_cents')} AS graded_9_price, ${dollars('graded8_cents')} AS graded_8_price,
         ${dollars('graded7_cents')} AS graded_7_price
       FROM product_latest_prices
       WHERE product_id = ANY($1::text[])
       ORDER BY product_id, (variant = 'normal') DESC, variant
     ) records
     ORDER BY array_position($1::text[], api_id)`,
    [apiIds],
  );
  return rows;
}
