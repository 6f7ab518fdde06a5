import type { ShopProduct } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/admin/shop/products/{id}/restock: adds (or removes) stock (admin). */
export const restockProduct = (id: number, delta: number) =>
  requestJson<{ product: ShopProduct }>(`/api/admin/shop/products/${id}/restock`, {
    method: 'POST',
    body: { delta },
  });
