import { type Order, orderSchema } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/orders/{id}: the order the payment page returns to. */
export async function fetchOrder(id: number): Promise<Order> {
  return orderSchema.parse((await requestJson<{ order: unknown }>(`/api/orders/${id}`)).order);
}
