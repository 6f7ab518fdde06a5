import { z } from 'zod';
import {
  productAnswerSchema,
  type ShopProduct,
  shopProductSchema,
} from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** The route's { product }; the spec allows the product sent bare. */
const productOrBare = z.union([
  productAnswerSchema.transform(({ product }) => product),
  shopProductSchema,
]);

const PRODUCT_ERROR = 'Failed to fetch product';

/** GET /api/products/{id}, possibly wrapped as {product} (spec section 7). */
export async function fetchProduct(id: number): Promise<ShopProduct> {
  try {
    return productOrBare.parse(await requestJson(`/api/products/${id}`));
  } catch {
    throw new Error(PRODUCT_ERROR);
  }
}
