import type { UserProduct, UserProductInput } from '#core/collection/user-product.schema.ts';
import { COLLECTION_MESSAGES, type CollectionDeps, defaultDeps } from './collection-request.ts';
import { createAndReadBack } from './verify-created.ts';

/** POST /api/iOSUserCards/, then the new item is read back (spec section 9). */
export async function createUserProduct(
  input: UserProductInput,
  deps: CollectionDeps = defaultDeps,
): Promise<UserProduct> {
  const [created] = await createAndReadBack(deps, 'one', input);
  if (!created) {
    throw new Error(COLLECTION_MESSAGES.missingId);
  }
  return created;
}
