import type pg from 'pg';
import type { ProductValue } from '#core/catalog/product.schema.ts';
import { LATEST_PRICE_JOIN_SQL } from '../read-models/catalog-sql.ts';

/** Latest market price per existing product id (see catalog-sql.ts for "latest"). */
export async function getProductValues(pool: pg.Pool, ids: string[]): Promise<ProductValue[]> {
  if (ids.length === 0) {
    return [];
  }
  const { rows } = await pool.query<ProductValue>(
    `SELECT p.id AS product_id,
       price.market_cents::float8 / 100 AS market_price,
       to_char(price.price_date, 'YYYY-MM-DD') AS price_date,
       price.source
     FROM catalog_products p
     ${LATEST_PRICE_JOIN_SQL}
     WHERE p.id = ANY($1::text[])
     ORDER BY array_position($1::text[], p.id)`,
    [ids],
  );
  return rows;
}
