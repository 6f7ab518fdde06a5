import type { GradedPriceRecord } from '#core/collection/user-product.schema.ts';
import { type CollectionDeps, defaultDeps, getJson, VALUES } from './collection-request.ts';

/** GET /api/iOSTCGProductValues/graded-values?apiIds=; nothing asked for none. */
export async function fetchGradedValues(
  apiIds: readonly string[],
  deps: CollectionDeps = defaultDeps,
): Promise<GradedPriceRecord[]> {
  if (apiIds.length === 0) {
    return [];
  }
  const query = encodeURIComponent(apiIds.join(','));
  return getJson(deps, `${VALUES}/graded-values?apiIds=${query}`, 'Failed to fetch graded values');
}
