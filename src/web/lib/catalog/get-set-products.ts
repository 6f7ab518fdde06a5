import { queryOptions } from '@tanstack/react-query';
import { setProductsSchema, type TcgProduct } from '#core/catalog/product.schema.ts';
import { parseAnswer, request } from '../api-client.ts';
import { CATALOG_STALE_TIME } from './get-sets.ts';

/**
 * Every product (cards by number, then sealed) of one set: GET /api/tcgproducts?set_id=...
 * Null when the catalog has no such set (404).
 */
export async function getSetProducts(setId: string): Promise<TcgProduct[] | null> {
  try {
    const response = await request(`/api/tcgproducts?set_id=${encodeURIComponent(setId)}`);
    return parseAnswer(setProductsSchema, await response.json(), 'Failed to fetch products')
      .products;
  } catch (error) {
    if (error instanceof Response && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

export function setProductsQueryOptions(setId: string) {
  return queryOptions({
    queryKey: ['tcgProducts', 'bySet', setId],
    queryFn: () => getSetProducts(setId),
    staleTime: CATALOG_STALE_TIME,
  });
}
