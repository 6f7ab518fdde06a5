import { type Binder, binderSchema } from '#core/collection/user-product.schema.ts';
import { BINDERS, type CollectionDeps, defaultDeps, sendJson } from './collection-request.ts';

/** PUT /api/binders/{id}. */
export function renameBinder(
  id: number,
  name: string,
  deps: CollectionDeps = defaultDeps,
): Promise<Binder> {
  return sendJson(
    deps,
    `${BINDERS}/${id}`,
    { method: 'PUT', body: { name } },
    { schema: binderSchema, failed: 'Failed to rename binder' },
  );
}
