import { type ProductPatch, productAnswerSchema } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** PATCH /api/admin/shop/products/{id} (admin). */
export const editProduct = async (id: number, patch: ProductPatch) =>
  productAnswerSchema.parse(
    await requestJson(`/api/admin/shop/products/${id}`, { method: 'PATCH', body: patch }),
  );
