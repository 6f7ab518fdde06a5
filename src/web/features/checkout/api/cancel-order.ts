import { type Order, orderSchema } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/orders/{id}/cancel: a cancelled payment releases the stock. */
export async function cancelOrder(id: number): Promise<Order> {
  const body = await requestJson<{ order: unknown }>(`/api/orders/${id}/cancel`, {
    method: 'POST',
  });
  return orderSchema.parse(body.order);
}
