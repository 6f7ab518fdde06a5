import { productAnswerSchema } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/admin/shop/products/{id}/restock: adds (or removes) stock (admin). */
export const restockProduct = async (id: number, delta: number) =>
  productAnswerSchema.parse(
    await requestJson(`/api/admin/shop/products/${id}/restock`, {
      method: 'POST',
      body: { delta },
    }),
  );
