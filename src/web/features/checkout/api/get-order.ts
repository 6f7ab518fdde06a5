import { type Order, orderAnswerSchema } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/orders/{id}: the order the payment page returns to. */
export async function fetchOrder(id: number): Promise<Order> {
  return orderAnswerSchema.parse(await requestJson(`/api/orders/${id}`)).order;
}
