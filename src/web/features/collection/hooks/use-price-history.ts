import { useQuery } from '@tanstack/react-query';
import { fetchPriceHistory } from '../api/collection-api.ts';
import { collectionKeys, USER_PRODUCTS_STALE_TIME } from './collection-keys.ts';
import { earlyAwareApi } from './early-aware-api.ts';
import { useCollectionUserId } from './use-collection-user.ts';

/** GET /api/tcgproducts/{id}/price-history?variant= (public catalog data). */
export function usePriceHistory(productId: string, variant: string | null = null) {
  return useQuery({
    queryKey: collectionKeys.priceHistory(productId, variant),
    queryFn: () => fetchPriceHistory(productId, variant),
    staleTime: USER_PRODUCTS_STALE_TIME,
  });
}

/** GET /api/iOSUserCards/portfolio/snapshots (optionally one binder's), oldest first. */
export function usePortfolioSnapshots(binderId: number | null = null) {
  const userId = useCollectionUserId();
  return useQuery({
    queryKey: collectionKeys.snapshots(userId, binderId),
    queryFn: () => earlyAwareApi.fetchPortfolioSnapshots(binderId),
    staleTime: USER_PRODUCTS_STALE_TIME,
    enabled: userId !== null,
  });
}
