import type { ProductInput, ShopProduct } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/admin/shop/products (admin). */
export const createProduct = (input: Partial<ProductInput>) =>
  requestJson<{ product: ShopProduct }>('/api/admin/shop/products', {
    method: 'POST',
    body: input,
  });
