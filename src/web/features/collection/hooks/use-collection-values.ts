import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { hasEnoughValues, needsGradedPriceLookup } from '#core/collection/client-rules.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { fetchCollectionValues } from '../api/get-collection-values.ts';
import { fetchGradedValues } from '../api/get-graded-values.ts';
import { collectionKeys, USER_PRODUCTS_STALE_TIME } from './collection-keys.ts';
import { earlyAwareDeps } from './early-aware-api.ts';
import { useCollectionUserId } from './use-collection-user.ts';

/** While fewer than 80% of the items have a value, ask again this often, at most this often. */
export const VALUES_REFETCH_MS = 4000;
export const MAX_VALUES_FETCHES = 5;

/**
 * GET /api/iOSTCGProductValues/collection-values, keyed by user product id. Spec section 9:
 * refetched unless at least 80% of the products have a value (a few more tries, then it waits
 * for the next change of the collection).
 */
export function useCollectionValues(products: readonly UserProduct[] | undefined) {
  const userId = useCollectionUserId();
  return useQuery({
    queryKey: collectionKeys.values(userId),
    queryFn: () => fetchCollectionValues(earlyAwareDeps),
    staleTime: USER_PRODUCTS_STALE_TIME,
    enabled: userId !== null && products !== undefined,
    refetchInterval: (query) => {
      const fetches = query.state.dataUpdateCount + query.state.errorUpdateCount;
      if (!products || fetches >= MAX_VALUES_FETCHES) {
        return false;
      }
      return hasEnoughValues(products, query.state.data) ? false : VALUES_REFETCH_MS;
    },
  });
}

/**
 * Graded prices (GET .../graded-values?apiIds=) for the items spec section 5 allows: graded,
 * with an api_id, grade 7 or more, company PSA, CGC, SGC, BGS or TAG.
 */
export function useGradedValues(items: readonly UserProduct[] | undefined) {
  const userId = useCollectionUserId();
  const apiIds = useMemo(() => {
    const ids = (items ?? []).filter(needsGradedPriceLookup).map((item) => item.api_id as string);
    return [...new Set(ids)].sort();
  }, [items]);
  return useQuery({
    queryKey: collectionKeys.gradedValues(userId, apiIds),
    queryFn: () => fetchGradedValues(apiIds),
    staleTime: USER_PRODUCTS_STALE_TIME,
    enabled: userId !== null && apiIds.length > 0,
  });
}
