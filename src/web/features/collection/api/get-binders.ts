import type { Binder } from '#core/collection/user-product.schema.ts';
import {
  asList,
  BINDERS,
  type CollectionDeps,
  defaultDeps,
  getJson,
} from './collection-request.ts';

/** GET /api/binders, sent bare or as { binders }. */
export async function fetchBinders(deps: CollectionDeps = defaultDeps): Promise<Binder[]> {
  return asList(await getJson(deps, BINDERS, 'Failed to fetch binders'), 'binders');
}
