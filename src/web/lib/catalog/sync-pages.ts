import type { SyncChangesResponse } from '#core/catalog/sync.schema.ts';

/** Where a page of the change feed starts: after `since`, or after the pair (since, after_id). */
export type SyncCursor = { since: string; after_id?: string };

/** One page of GET /api/iOSSyncService/products/changes (see #core/catalog/sync.schema.ts). */
export type SyncPage<P> = Omit<SyncChangesResponse, 'products' | 'count'> & { products: P[] };

export type SyncedProduct = { product_id: string };

export const SYNC_EPOCH = '1970-01-01T00:00:00.000Z';
/** Spec section 9: the sync limit. */
export const SYNC_PAGE_LIMIT = 50_000;
const MAX_PAGES = 100;

function sameCursor(a: SyncCursor, b: SyncCursor): boolean {
  return a.since === b.since && (a.after_id ?? null) === (b.after_id ?? null);
}

/**
 * Reads the whole change feed from `start`, page after page while has_more, continuing from each
 * page's next_since and after_id. A product seen on several pages keeps its latest version.
 * Stops with an error when a page does not move the cursor (a feed that would loop forever).
 */
export async function syncAllProducts<P extends SyncedProduct>(
  fetchPage: (cursor: SyncCursor) => Promise<SyncPage<P>>,
  start: SyncCursor = { since: SYNC_EPOCH },
): Promise<P[]> {
  const byId = new Map<string, P>();
  let cursor = start;
  for (let pageCount = 0; pageCount < MAX_PAGES; pageCount++) {
    const page = await fetchPage(cursor);
    for (const product of page.products) {
      byId.delete(product.product_id);
      byId.set(product.product_id, product);
    }
    if (!page.has_more) {
      return [...byId.values()];
    }
    const next: SyncCursor = { since: page.next_since, after_id: page.after_id ?? undefined };
    if (sameCursor(next, cursor)) {
      throw new Error(`The product sync did not advance past ${cursor.since}`);
    }
    cursor = next;
  }
  throw new Error(`The product sync needed more than ${MAX_PAGES} pages`);
}
