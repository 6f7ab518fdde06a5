import { createHash } from 'node:crypto';
import type pg from 'pg';
import { createSyncBodyCache } from '../routes/catalog/sync-body-cache.ts';
import { renderUserProducts } from './user-product-json.ts';

// Everything a user's list shows, as a version: their items and binders (any insert, update or
// delete changes a count, a max id or a max updated_at; deleting a binder clears its items'
// binder_id) and the catalog and prices the products are rendered from.
const VERSION_SQL = `SELECT concat_ws('|',
  (SELECT concat_ws(',', count(*), max(id), max(updated_at)) FROM user_products WHERE user_id = $1),
  (SELECT concat_ws(',', count(*), max(id), max(updated_at)) FROM binders WHERE user_id = $1),
  (SELECT max(updated_at) FROM price_points),
  (SELECT max(updated_at) FROM catalog_products),
  (SELECT max(updated_at) FROM catalog_sets)) AS version`;

/** The ETag of a user's collection list (changes whenever the list would). */
export async function getCollectionEtag(pool: pg.Pool, userId: number): Promise<string> {
  const { rows } = await pool.query<{ version: string }>(VERSION_SQL, [userId]);
  const hash = createHash('sha1')
    .update(`${userId}|${rows[0]?.version ?? ''}`)
    .digest('base64url');
  return `W/"uc-${hash}"`;
}

/**
 * Rendered lists by ETag, raw and compressed (the catalog's body cache: big lists only, a
 * memory budget, oldest out first). A list is rebuilt only after it changed.
 */
export function createCollectionListCache() {
  const cache = createSyncBodyCache();
  return {
    load: (pool: pg.Pool, userId: number, etag: string) =>
      cache.load(etag, () => renderUserProducts(pool, userId)),
    encode: cache.encode,
  };
}
