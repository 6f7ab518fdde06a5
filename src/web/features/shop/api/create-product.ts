import { type ProductInput, productAnswerSchema } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/admin/shop/products (admin). */
export const createProduct = async (input: Partial<ProductInput>) =>
  productAnswerSchema.parse(
    await requestJson('/api/admin/shop/products', { method: 'POST', body: input }),
  );
