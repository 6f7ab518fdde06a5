import { BINDERS, type CollectionDeps, defaultDeps, sendEmpty } from './collection-request.ts';

/** POST /api/binders/move-items; binderId null takes the items out of every binder. */
export function moveItemsToBinder(
  userProductIds: readonly number[],
  binderId: number | null,
  deps: CollectionDeps = defaultDeps,
): Promise<void> {
  return sendEmpty(
    deps,
    `${BINDERS}/move-items`,
    { method: 'POST', body: { userProductIds, binder_id: binderId } },
    'Failed to move items',
  );
}
