import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemHistorySchema } from '#core/collection/history/change.schema.ts';
import { defaultDeps, getJson } from '../../api/collection-request.ts';
import { historyKeys } from './history-keys.ts';

/** GET /api/collection/items/{id}/history, newest first. */
export async function getItemHistory(itemId: number, deps = defaultDeps) {
  const body = await getJson(deps, `/api/collection/items/${itemId}/history`, {
    schema: itemHistorySchema,
    failed: 'Could not load the history of this item',
  });
  return body.items;
}

export const itemHistoryOptions = (userId: number | null, itemId: number) =>
  queryOptions({
    queryKey: historyKeys.item(userId, itemId),
    queryFn: () => getItemHistory(itemId),
  });

export function useItemHistory(userId: number | null, itemId: number, enabled: boolean) {
  return useQuery({ ...itemHistoryOptions(userId, itemId), enabled: enabled && userId !== null });
}
