import type pg from 'pg';
import type { ProductValue } from '#core/catalog/product.schema.ts';
import { getProductValues } from './values.repository.ts';

/** The latest market price of each of `ids` that exists. */
export async function productValues(pool: pg.Pool, ids: string[]): Promise<ProductValue[]> {
  return getProductValues(pool, ids);
}
