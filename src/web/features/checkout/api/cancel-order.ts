import { type Order, orderAnswerSchema } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** POST /api/orders/{id}/cancel: a cancelled payment releases the stock. */
export async function cancelOrder(id: number): Promise<Order> {
  const body = await requestJson(`/api/orders/${id}/cancel`, { method: 'POST' });
  return orderAnswerSchema.parse(body).order;
}
