import { z } from 'zod';
import { type UserProduct, userProductSchema } from '#core/collection/user-product.schema.ts';
import {
  COLLECTION_MESSAGES,
  type CollectionDeps,
  defaultDeps,
  getJson,
  USER_CARDS,
  unwrapList,
} from './collection-request.ts';

/** The route's answer (a bare array); older servers wrapped it as { cards }. */
const userProductsAnswer = z.preprocess(
  (body) => unwrapList(body, 'cards'),
  z.array(userProductSchema),
);

/** GET /api/iOSUserCards/: the collection and wishlist. */
export function fetchUserProducts(deps: CollectionDeps = defaultDeps): Promise<UserProduct[]> {
  return getJson(deps, `${USER_CARDS}/`, {
    schema: userProductsAnswer,
    failed: COLLECTION_MESSAGES.fetchFailed,
  });
}
