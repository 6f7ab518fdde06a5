import {
  type UserProduct,
  type UserProductUpdate,
  userProductSchema,
} from '#core/collection/user-product.schema.ts';
import {
  COLLECTION_MESSAGES,
  type CollectionDeps,
  defaultDeps,
  sendJson,
  USER_CARDS,
} from './collection-request.ts';

/** PUT /api/iOSUserCards/{id}. */
export function updateUserProduct(
  id: number,
  patch: UserProductUpdate,
  deps: CollectionDeps = defaultDeps,
): Promise<UserProduct> {
  return sendJson(
    deps,
    `${USER_CARDS}/${id}`,
    { method: 'PUT', body: patch },
    { schema: userProductSchema, failed: COLLECTION_MESSAGES.updateFailed },
  );
}
