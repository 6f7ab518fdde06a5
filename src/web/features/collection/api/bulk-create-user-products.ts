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
import { pickVerificationSample, VERIFY_MESSAGES, verifyCreated } from './verify-created.ts';

/** POST /api/iOSUserCards/bulk (all or nothing), then a sample is read back. */
export async function bulkCreateUserProducts(
  inputs: UserProductInput[],
  deps: CollectionDeps = defaultDeps,
): Promise<UserProduct[]> {
  const body = await sendJson<{ cards?: unknown }>(
    deps,
    `${USER_CARDS}/bulk`,
    { method: 'POST', body: { products: inputs } },
    COLLECTION_MESSAGES.bulkFailed,
  );
  const cards = Array.isArray(body?.cards) ? body.cards : [];
  if (cards.length === 0 || !cards.every(hasNumericId)) {
    throw new Error(COLLECTION_MESSAGES.bulkEmpty);
  }
  const ids = pickVerificationSample(cards.map((card) => card.id));
  const verifyDeps = { request: strictRequest(deps), wait: deps.wait ?? sleep };
  await verifyCreated(verifyDeps, ids, VERIFY_MESSAGES.many);
  return cards as UserProduct[];
}
