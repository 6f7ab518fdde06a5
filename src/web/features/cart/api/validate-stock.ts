import { requestJson } from '../../../lib/api-client.ts';

export type StockCheck = { valid: boolean; errors: Record<string, string> };

/** POST /api/products/validate-stock (spec section 7). */
export function validateStock(items: { id: number; quantity: number }[]): Promise<StockCheck> {
  return requestJson<StockCheck>('/api/products/validate-stock', {
    method: 'POST',
    body: { cartItems: items.map(({ id, quantity }) => ({ id, quantity })) },
  });
}
