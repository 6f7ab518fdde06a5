import { createHash } from 'node:crypto';
import type pg from 'pg';
import { type CachedBody, createBodyCache } from '../../lib/body-cache.ts';
import { compress, type Encoding } from '../../lib/compression.ts';
import { CATALOG_VERSION_SQL, createIncrementalListRenderer } from './collection-list-renderer.ts';

// Everything a user's list shows, as a version: their items and binders (any insert, update or
// delete changes a count, a max id or a max updated_at; deleting a binder clears its items'
// binder_id) and the catalog and prices the products are rendered from.
const VERSION_SQL = `SELECT concat_ws('|',
  (SELECT concat_ws(',', count(*), max(id), max(updated_at)) FROM user_products WHERE user_id = $1),
  (SELECT concat_ws(',', count(*), max(id), max(updated_at)) FROM binders WHERE user_id = $1),
  ${CATALOG_VERSION_SQL}) AS version`;

/** The ETag of a user's collection list (changes whenever the list would). */
export async function getCollectionEtag(pool: pg.Pool, userId: number): Promise<string> {
  const { rows } = await pool.query<{ version: string }>(VERSION_SQL, [userId]);
  const hash = createHash('sha1')
    .update(`${userId}|${rows[0]?.version ?? ''}`)
    .digest('base64url');
  return `W/"uc-${hash}"`;
}

// Bodies from this size on are compressed quickly first (brotli 1 is ~30 ms for 10 MB, brotli 5
// ~170 ms), and smaller only once the same list is asked for again: after an add or an edit
// the new list is usually read once, and a smaller copy made in the background would only take
// CPU from the next requests.
const FAST_FIRST_BYTES = 1024 * 1024;

/**
 * Rendered lists by ETag, raw and compressed (the catalog's body cache: big lists only, a
 * memory budget, oldest out first). A list is rebuilt only after it changed, and then only its
 * new and changed items are rendered (collection-list-renderer.ts).
 */
export function createCollectionListCache() {
  const cache = createBodyCache();
  const renderer = createIncrementalListRenderer();
  const upgrading = new WeakMap<CachedBody, Set<Encoding>>();

  function encode(entry: CachedBody, encoding: Encoding): Promise<Buffer> {
    const big = entry.raw.length >= FAST_FIRST_BYTES;
    const cached = entry.compressed.get(encoding);
    if (!cached) {
      const first = compress(entry.raw, encoding, big ? 'fast' : 'small');
      entry.compressed.set(encoding, first);
      first.catch(() => entry.compressed.delete(encoding));
      return first;
    }
    const upgraded = upgrading.get(entry) ?? new Set<Encoding>();
    if (big && !upgraded.has(encoding)) {
      upgraded.add(encoding);
      upgrading.set(entry, upgraded);
      cached
        .then(() => compress(entry.raw, encoding, 'small'))
        .then((smaller) => entry.compressed.set(encoding, Promise.resolve(smaller)))
        .catch(() => upgraded.delete(encoding));
    }
    return cached;
  }

  return {
    load: (pool: pg.Pool, userId: number, etag: string) =>
      cache.load(etag, () => renderer.render(pool, userId)),
    encode,
  };
}
