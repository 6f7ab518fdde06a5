import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoriesAnswerSchema, type ShopCategory } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/categories. */
export async function fetchCategories(): Promise<ShopCategory[]> {
  return categoriesAnswerSchema.parse(await requestJson('/api/categories')).categories;
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['shop', 'categories'],
    queryFn: fetchCategories,
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
