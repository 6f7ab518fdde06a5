import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  emptyTrashResultSchema,
  restoreResultSchema,
  trashListSchema,
} from '#core/collection/history/trash.schema.ts';
import { defaultDeps, getJson, sendJson } from '../api/collection-request.ts';
import { historyKeys } from '../history/api/history-keys.ts';
import { useCollectionUserId } from '../hooks/use-collection-user.ts';

const TRASH = '/api/collection/trash';

/** GET /api/collection/trash. */
export function getTrash(deps = defaultDeps) {
  return getJson(deps, TRASH, { schema: trashListSchema, failed: 'Could not load the trash' });
}

/** POST /api/collection/trash/{id}/restore. */
export function restoreTrashEntry(id: number, deps = defaultDeps) {
  return sendJson(
    deps,
    `${TRASH}/${id}/restore`,
    { method: 'POST', body: {} },
    { schema: restoreResultSchema, failed: 'Could not restore it' },
  );
}

/** DELETE /api/collection/trash: gone for good. */
export function emptyTrash(deps = defaultDeps) {
  return sendJson(
    deps,
    TRASH,
    { method: 'DELETE', body: undefined },
    { schema: emptyTrashResultSchema, failed: 'Could not empty the trash' },
  );
}

export function useTrash() {
  const userId = useCollectionUserId();
  return useQuery({
    queryKey: historyKeys.trash(userId),
    queryFn: () => getTrash(),
    enabled: userId !== null,
  });
}

/** Restoring and emptying refresh everything the user owns. */
export function useTrashActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: ['collection'] });
  return {
    restore: useMutation({ mutationFn: (id: number) => restoreTrashEntry(id), onSettled: refresh }),
    empty: useMutation({ mutationFn: () => emptyTrash(), onSettled: refresh }),
  };
}
