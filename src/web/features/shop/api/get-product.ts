import { type ShopProduct, shopProductSchema } from '#core/shop/product.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

const PRODUCT_ERROR = 'Failed to fetch product';

/** GET /api/products/{id}, possibly wrapped as {product} (spec section 7). */
export async function fetchProduct(id: number): Promise<ShopProduct> {
  try {
    const body = await requestJson<ShopProduct | { product: ShopProduct }>(`/api/products/${id}`);
    return shopProductSchema.parse('product' in body ? body.product : body);
  } catch {
    throw new Error(PRODUCT_ERROR);
  }
}
