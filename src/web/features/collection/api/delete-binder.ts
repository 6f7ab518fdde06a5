import { BINDERS, type CollectionDeps, defaultDeps, sendEmpty } from './collection-request.ts';

/** DELETE /api/binders/{id}. */
export function deleteBinder(id: number, deps: CollectionDeps = defaultDeps): Promise<void> {
  return sendEmpty(deps, `${BINDERS}/${id}`, { method: 'DELETE' }, 'Failed to delete binder');
}
