import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  fetchBinders,
  fetchCollectionValues,
  fetchPortfolioSnapshots,
  fetchUserProducts,
} from '../api/collection-api.ts';
import { collectionKeys, USER_PRODUCTS_STALE_TIME } from '../hooks/collection-keys.ts';
import { useCollectionUserId } from '../hooks/use-collection-user.ts';

/**
 * Starts every request /home needs at once, as soon as the user is known: the values would
 * otherwise wait for the item list (useCollectionValues needs it) and everything would wait
 * for the session check. Same keys and freshness as the hooks, so they reuse the answers.
 */
export function usePrefetchHome(binderId: number | null) {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first binder is prefetched
  useEffect(() => {
    if (userId === null) {
      return;
    }
    const staleTime = USER_PRODUCTS_STALE_TIME;
    void client.prefetchQuery({
      queryKey: collectionKeys.userProducts(userId),
      queryFn: fetchUserProducts,
      staleTime,
    });
    void client.prefetchQuery({
      queryKey: collectionKeys.values(userId),
      queryFn: fetchCollectionValues,
      staleTime,
    });
    void client.prefetchQuery({
      queryKey: collectionKeys.binders(userId),
      queryFn: fetchBinders,
      staleTime,
    });
    void client.prefetchQuery({
      queryKey: collectionKeys.snapshots(userId, binderId),
      queryFn: () => fetchPortfolioSnapshots(binderId),
      staleTime,
    });
  }, [client, userId]);
}
