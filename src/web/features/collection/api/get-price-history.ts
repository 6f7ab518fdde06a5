import { type PriceHistory, priceHistorySchema } from '#core/collection/user-product.schema.ts';
import { type CollectionDeps, defaultDeps, getJson } from './collection-request.ts';

/** GET /api/tcgproducts/{id}/price-history[?variant=]. */
export function fetchPriceHistory(
  productId: string,
  variant?: string | null,
  deps: CollectionDeps = defaultDeps,
): Promise<PriceHistory> {
  const query = variant ? `?variant=${encodeURIComponent(variant)}` : '';
  const path = `/api/tcgproducts/${encodeURIComponent(productId)}/price-history${query}`;
  return getJson(deps, path, {
    schema: priceHistorySchema,
    failed: 'Failed to fetch price history',
  });
}
