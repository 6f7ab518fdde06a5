import { z } from 'zod';
import { type ShopProduct, shopProductSchema } from '#core/shop/product.schema.ts';
import { requestJson } from '../api-client.ts';

const PRODUCTS_ERROR = 'Failed to fetch products';

export type ProductListParams = { category?: number; search?: string; page: number; limit: number };
export type ProductList = { products: ShopProduct[]; total: number };

const productListSchema = z.object({ products: z.array(shopProductSchema), total: z.number() });

function productListPath(params: ProductListParams): string {
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

/**
 * GET /api/products; any failure becomes 'Failed to fetch products' (spec section 8). Shared:
 * the shop lists them and the search modal suggests them.
 */
export async function fetchProducts(params: ProductListParams): Promise<ProductList> {
  try {
    return productListSchema.parse(await requestJson(productListPath(params)));
  } catch {
    throw new Error(PRODUCTS_ERROR);
  }
}
