import { type StockCheck, stockCheckSchema } from '#core/shop/stock-check.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/products/validate-stock (spec section 7). */
export async function validateStock(
  items: { id: number; quantity: number }[],
): Promise<StockCheck> {
  const body = await requestJson('/api/products/validate-stock', {
    method: 'POST',
    body: { cartItems: items.map(({ id, quantity }) => ({ id, quantity })) },
  });
  return stockCheckSchema.parse(body);
}
