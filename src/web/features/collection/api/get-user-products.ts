import type { UserProduct } from '#core/collection/user-product.schema.ts';
import {
  asList,
  COLLECTION_MESSAGES,
  type CollectionDeps,
  defaultDeps,
  getJson,
  USER_CARDS,
} from './collection-request.ts';

/** GET /api/iOSUserCards/: the collection and wishlist, sent bare or as { cards }. */
export async function fetchUserProducts(
  deps: CollectionDeps = defaultDeps,
): Promise<UserProduct[]> {
  return asList(await getJson(deps, `${USER_CARDS}/`, COLLECTION_MESSAGES.fetchFailed), 'cards');
}
