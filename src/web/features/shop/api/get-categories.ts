import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type ShopCategory, shopCategorySchema } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

const categoriesSchema = z.object({ categories: z.array(shopCategorySchema) });

/** GET /api/categories. */
export async function fetchCategories(): Promise<ShopCategory[]> {
  return categoriesSchema.parse(await requestJson<unknown>('/api/categories')).categories;
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: ['shop', 'categories'],
    queryFn: fetchCategories,
    staleTime: 5 * 60_000,
  });

export const useCategories = () => useQuery(categoriesQuery());
