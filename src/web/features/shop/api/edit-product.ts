import type { ProductPatch, ShopProduct } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** PATCH /api/admin/shop/products/{id} (admin). */
export const editProduct = (id: number, patch: ProductPatch) =>
  requestJson<{ product: ShopProduct }>(`/api/admin/shop/products/${id}`, {
    method: 'PATCH',
    body: patch,
  });
