import { useQuery } from '@tanstack/react-query';
import { hasEnoughValues } from '#core/collection/client-rules.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { fetchCollectionValues } from '../api/get-collection-values.ts';
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
