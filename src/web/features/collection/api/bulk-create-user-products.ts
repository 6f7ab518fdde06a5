import type { UserProduct, UserProductInput } from '#core/collection/user-product.schema.ts';
import { type CollectionDeps, defaultDeps } from './collection-request.ts';
import { createAndReadBack } from './verify-created.ts';

/** POST /api/iOSUserCards/bulk (all or nothing), then a sample is read back. */
export function bulkCreateUserProducts(
  inputs: UserProductInput[],
  deps: CollectionDeps = defaultDeps,
): Promise<UserProduct[]> {
  return createAndReadBack(deps, 'many', { products: inputs });
}
