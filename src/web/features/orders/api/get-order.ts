import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Order, orderAnswerSchema } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/orders/{id}: one of the signed-in user's orders. */
export async function fetchOrder(id: number): Promise<Order> {
  return orderAnswerSchema.parse(await requestJson(`/api/orders/${id}`)).order;
}

export const orderQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['orders', id], queryFn: () => fetchOrder(id), retry: false });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
