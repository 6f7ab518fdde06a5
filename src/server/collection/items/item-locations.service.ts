import type pg from 'pg';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { findItemIdsByLocation, type LocationQuery } from './item-locations.repository.ts';
import { loadUserProducts } from './user-products.service.ts';

/** The user's items in location order (see findItemIdsByLocation). */
export async function listItemsByLocation(
  pool: pg.Pool,
  userId: number,
  query: LocationQuery,
): Promise<UserProduct[]> {
  const ids = await findItemIdsByLocation(pool, userId, query);
  return ids.length === 0 ? [] : loadUserProducts(pool, userId, ids);
}
