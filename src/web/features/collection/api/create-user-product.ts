import type { UserProduct, UserProductInput } from '#core/collection/user-product.schema.ts';
import {
  COLLECTION_MESSAGES,
  type CollectionDeps,
  defaultDeps,
  hasNumericId,
  sendJson,
  sleep,
  strictRequest,
  USER_CARDS,
} from './collection-request.ts';
import { VERIFY_MESSAGES, verifyCreated } from './verify-created.ts';

/** POST /api/iOSUserCards/, then the new item is read back (spec section 9). */
export async function createUserProduct(
  input: UserProductInput,
  deps: CollectionDeps = defaultDeps,
): Promise<UserProduct> {
  const created = await sendJson<unknown>(
    deps,
    `${USER_CARDS}/`,
    { method: 'POST', body: input },
    COLLECTION_MESSAGES.createFailed,
  );
  if (!hasNumericId(created)) {
    throw new Error(COLLECTION_MESSAGES.missingId);
  }
  const verifyDeps = { request: strictRequest(deps), wait: deps.wait ?? sleep };
  await verifyCreated(verifyDeps, [created.id], VERIFY_MESSAGES.one);
  return created as UserProduct;
}
