import { queryOptions } from '@tanstack/react-query';
import type { ShopCategory, ShopProduct } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

export const PRODUCTS_ERROR = 'Failed to fetch products';
export const PRODUCT_ERROR = 'Failed to fetch product';

export type ProductListParams = { category?: number; search?: string; page: number; limit: number };
export type ProductList = { products: ShopProduct[]; total: number };

export const shopKeys = {
  all: ['shop'] as const,
  categories: ['shop', 'categories'] as const,
};

export function productListPath(params: ProductListParams): string {
  const query = new URLSearchParams();
  if (params.category !== undefined) {
    query.set('category', String(params.category));
  }
  if (params.search) {
    query.set('search', params.search);
  }
  query.set('page', String(params.page));
  query.set('limit', String(params.limit));
  return `/api/products?${query.toString()}`;
}

/** GET /api/products; any failure becomes 'Failed to fetch products' (spec section 8). */
export async function fetchProducts(params: ProductListParams): Promise<ProductList> {
  try {
    return await requestJson<ProductList>(productListPath(params));
  } catch {
    throw new Error(PRODUCTS_ERROR);
  }
}

/** GET /api/products/{id}, possibly wrapped as {product} (spec section 7). */
export async function fetchProduct(id: number): Promise<ShopProduct> {
  try {
    const body = await requestJson<ShopProduct | { product: ShopProduct }>(`/api/products/${id}`);
    return 'product' in body ? body.product : body;
  } catch {
    throw new Error(PRODUCT_ERROR);
  }
}

export async function fetchCategories(): Promise<ShopCategory[]> {
  return (await requestJson<{ categories: ShopCategory[] }>('/api/categories')).categories;
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: shopKeys.categories, queryFn: fetchCategories, staleTime: 5 * 60_000 });
