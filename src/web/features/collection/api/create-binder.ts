import { type Binder, binderSchema } from '#core/collection/user-product.schema.ts';
import { BINDERS, type CollectionDeps, defaultDeps, sendJson } from './collection-request.ts';

/** POST /api/binders. */
export function createBinder(name: string, deps: CollectionDeps = defaultDeps): Promise<Binder> {
  return sendJson(
    deps,
    BINDERS,
    { method: 'POST', body: { name } },
    { schema: binderSchema, failed: 'Failed to create binder' },
  );
}
