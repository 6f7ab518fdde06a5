import type { UserProduct, UserProductInput } from '#core/collection/user-product.schema.ts';
import { type CollectionDeps, defaultDeps } from './collection-request.ts';
import { createAndReadBack } from './verify-created.ts';

/** POST /api/iOSUserCards/, then the new item is read back (spec section 9). */
export async function createUserProduct(
  input: UserProductInput,
  deps: CollectionDeps = defaultDeps,
): Promise<UserProduct> {
  const [created] = await createAndReadBack(deps, 'one', input);
  return created as UserProduct;
}
