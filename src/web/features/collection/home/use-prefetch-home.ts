import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchBinders } from '../api/get-binders.ts';
import { fetchCollectionValues } from '../api/get-collection-values.ts';
import { fetchPortfolioHistory } from '../api/get-portfolio-history.ts';
import { fetchUserProducts } from '../api/get-user-products.ts';
import { collectionKeys, USER_PRODUCTS_STALE_TIME } from '../hooks/collection-keys.ts';
import { earlyAwareDeps } from '../hooks/early-aware-api.ts';
import { useCollectionUserId } from '../hooks/use-collection-user.ts';

/**
 * Starts the requests /home needs first at once, as soon as the user is known: the values would
 * otherwise wait for the item list (useCollectionValues needs it). Same keys and freshness as
 * the hooks, so they reuse the answers. The whole collection's history is asked too: the
 * header's "Today" is its 1D change (decision 051).
 */
export function usePrefetchHome() {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  useEffect(() => {
    if (userId === null) {
      return;
    }
    const staleTime = USER_PRODUCTS_STALE_TIME;
    void client.prefetchQuery({
      queryKey: collectionKeys.userProducts(userId),
      queryFn: () => fetchUserProducts(earlyAwareDeps),
      staleTime,
    });
    void client.prefetchQuery({
      queryKey: collectionKeys.values(userId),
      queryFn: () => fetchCollectionValues(earlyAwareDeps),
      staleTime,
    });
    void client.prefetchQuery({
      queryKey: collectionKeys.history(userId, null),
      queryFn: () => fetchPortfolioHistory(null, earlyAwareDeps),
      staleTime,
    });
    void client.prefetchQuery({
      queryKey: collectionKeys.binders(userId),
      queryFn: () => fetchBinders(earlyAwareDeps),
      staleTime,
    });
  }, [client, userId]);
}
