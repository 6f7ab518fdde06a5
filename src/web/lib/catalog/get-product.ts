import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { type TcgProduct, tcgProductSchema } from '#core/catalog/product.schema.ts';
import { parseAnswer, request } from '../api-client.ts';
import { CATALOG_STALE_TIME } from './get-sets.ts';

/** The routes send the product bare; older answers wrapped it as { product }. */
const productAnswer = z.union([
  tcgProductSchema,
  z.object({ product: tcgProductSchema }).transform(({ product }) => product),
]);

/** GET a product answer (sent bare or as { product }); null when there is none (404 or 400). */
export async function productOrNull(path: string): Promise<TcgProduct | null> {
  try {
    const response = await request(path);
    return parseAnswer(productAnswer, await response.json(), 'Failed to fetch product');
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
