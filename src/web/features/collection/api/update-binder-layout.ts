import type { PocketLayout } from '#core/collection/binder-location.ts';
import { type Binder, binderSchema } from '#core/collection/user-product.schema.ts';
import { BINDERS, type CollectionDeps, defaultDeps, sendJson } from './collection-request.ts';

/** PUT /api/binders/{id}/layout. */
export function updateBinderLayout(
  id: number,
  layout: PocketLayout,
  deps: CollectionDeps = defaultDeps,
): Promise<Binder> {
  return sendJson(
    deps,
    `${BINDERS}/${id}/layout`,
    { method: 'PUT', body: { pocket_layout: layout } },
    { schema: binderSchema, failed: 'Failed to change the pocket layout' },
  );
}
