import {
  type BulkChangeInput,
  type BulkChangeResult,
  bulkChangeResultSchema,
} from '#core/collection/bulk-change.schema.ts';
import { type CollectionDeps, defaultDeps, sendJson, USER_CARDS } from './collection-request.ts';

/** PATCH /api/iOSUserCards/bulk: change, duplicate or delete many items in one call. */
export function bulkChangeUserProducts(
  input: BulkChangeInput,
  deps: CollectionDeps = defaultDeps,
): Promise<BulkChangeResult> {
  return sendJson(
    deps,
    `${USER_CARDS}/bulk`,
    { method: 'PATCH', body: input },
    { schema: bulkChangeResultSchema, failed: 'Failed to change the selected items' },
  );
}
