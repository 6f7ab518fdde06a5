import { queryOptions } from '@tanstack/react-query';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { request } from '../api-client.ts';
import { CATALOG_STALE_TIME } from './get-sets.ts';

/**
 * Every product (cards by number, then sealed) of one set: GET /api/tcgproducts?set_id=...
 * Null when the catalog has no such set (404).
 */
export async function getSetProducts(setId: string): Promise<TcgProduct[] | null> {
  try {
    const response = await request(`/api/tcgproducts?set_id=${encodeURIComponent(setId)}`);
    const body = (await response.json()) as { products: TcgProduct[] };
    return body.products;
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
