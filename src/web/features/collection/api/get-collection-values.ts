import {
  type CollectionValues,
  collectionValuesSchema,
} from '#core/collection/user-product.schema.ts';
import { type CollectionDeps, defaultDeps, getJson, VALUES } from './collection-request.ts';

/** GET /api/iOSTCGProductValues/collection-values. */
export function fetchCollectionValues(
  deps: CollectionDeps = defaultDeps,
): Promise<CollectionValues> {
  return getJson(deps, `${VALUES}/collection-values`, {
    schema: collectionValuesSchema,
    failed: 'Failed to fetch collection values',
  });
}
