import { queryOptions } from '@tanstack/react-query';
import { type SyncedCard, syncedPageSchema } from '#core/catalog/sync.schema.ts';
import { parseAnswer, requestJson } from '../api-client.ts';
import {
  SYNC_EPOCH,
  SYNC_PAGE_LIMIT,
  type SyncCursor,
  type SyncPage,
  syncAllProducts,
} from './sync-pages.ts';

/** Spec section 9: TCG products are kept 5 minutes before the client syncs again. */
const FIVE_MINUTES = 5 * 60 * 1000;

export const SYNC_FAILED = 'Failed to sync the catalog';

async function fetchChanges(
  cursor: SyncCursor,
  signal?: AbortSignal,
): Promise<SyncPage<SyncedCard>> {
  const query = new URLSearchParams({ since: cursor.since, limit: String(SYNC_PAGE_LIMIT) });
  if (cursor.after_id) {
    query.set('after_id', cursor.after_id);
  }
  const body = await requestJson(`/api/iOSSyncService/products/changes?${query}`, { signal });
  return parseAnswer(syncedPageSchema, body, SYNC_FAILED);
}

/** The whole catalog from the sync feed (GET /api/iOSSyncService/products/changes). */
export function syncedProductsQueryOptions() {
  return queryOptions({
    queryKey: ['tcgProducts', 'synced'],
    queryFn: ({ signal }) =>
      syncAllProducts((cursor) => fetchChanges(cursor, signal), { since: SYNC_EPOCH }),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES * 2,
  });
}
