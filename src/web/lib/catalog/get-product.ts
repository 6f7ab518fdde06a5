import { queryOptions } from '@tanstack/react-query';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { request } from '../api-client.ts';
import { CATALOG_STALE_TIME } from './get-sets.ts';

/** GET a product answer (sent bare or as { product }); null when there is none (404 or 400). */
export async function productOrNull(path: string): Promise<TcgProduct | null> {
  try {
    const response = await request(path);
    const record = (await response.json()) as { product?: TcgProduct } & TcgProduct;
    return record.product ?? record;
  } catch (error) {
    if (error instanceof Response && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

/** GET /api/tcgproducts/{id}; null when the catalog has no such product (404). */
export const getProduct = (id: string) =>
  productOrNull(`/api/tcgproducts/${encodeURIComponent(id)}`);

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['tcgProducts', 'byId', id],
    queryFn: () => getProduct(id),
    staleTime: CATALOG_STALE_TIME,
  });
}
