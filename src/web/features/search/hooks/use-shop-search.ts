import { useQuery } from '@tanstack/react-query';
import { isSearchable, prepareQuery } from '#core/search/normalize-search-text.ts';
import { MAX_SHOP_RESULTS } from '#core/search/search-constants.ts';
import { fetchProducts } from '../../../lib/shop/get-products.ts';

/** Shop products matching a query (spec section 5: at most 10), from GET /api/products. */
export function useShopSearch(query: string) {
  const text = query.trim();
  const result = useQuery({
    queryKey: ['shop', 'search-suggestions', text],
    queryFn: () => fetchProducts({ search: text, page: 1, limit: MAX_SHOP_RESULTS }),
    enabled: isSearchable(prepareQuery(text)),
    staleTime: 60_000,
  });
  return {
    products: result.data?.products.slice(0, MAX_SHOP_RESULTS) ?? [],
    isLoading: result.isLoading,
  };
}
