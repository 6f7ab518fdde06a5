import { type UndoResult, undoResultSchema } from '#core/collection/history/activity.schema.ts';
import { type CollectionDeps, defaultDeps, sendJson } from '../../api/collection-request.ts';

export const UNDO_FAILED = 'Could not undo that change';

/** POST /api/collection/batches/{batchId}/undo. */
export function undoBatch(
  batchId: string,
  { force = false }: { force?: boolean } = {},
  deps: CollectionDeps = defaultDeps,
): Promise<UndoResult> {
  return sendJson(
    deps,
    `/api/collection/batches/${batchId}/undo`,
    { method: 'POST', body: { force } },
    { schema: undoResultSchema, failed: UNDO_FAILED },
  );
}
