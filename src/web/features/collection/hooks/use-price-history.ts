import { useQuery } from '@tanstack/react-query';
import { fetchPortfolioHistory } from '../api/get-portfolio-history.ts';
import { fetchPriceHistory } from '../api/get-price-history.ts';
import { collectionKeys, USER_PRODUCTS_STALE_TIME } from './collection-keys.ts';
import { earlyAwareDeps } from './early-aware-api.ts';
import { useCollectionUserId } from './use-collection-user.ts';

/** GET /api/tcgproducts/{id}/price-history?variant= (public catalog data). */
export function usePriceHistory(productId: string, variant: string | null = null) {
  return useQuery({
    queryKey: collectionKeys.priceHistory(productId, variant),
    queryFn: () => fetchPriceHistory(productId, variant),
    staleTime: USER_PRODUCTS_STALE_TIME,
  });
}

/** GET /api/iOSUserCards/portfolio/history: the day-by-day value and changes (decision 051). */
export function usePortfolioHistory(binderId: number | null = null) {
  const userId = useCollectionUserId();
  return useQuery({
    queryKey: collectionKeys.history(userId, binderId),
    queryFn: () => fetchPortfolioHistory(binderId, earlyAwareDeps),
    staleTime: USER_PRODUCTS_STALE_TIME,
    enabled: userId !== null,
  });
}
