import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Order, orderSchema } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

export const ORDERS_ERROR = 'Failed to fetch orders';

const ordersAnswerSchema = z.union([
  z.array(orderSchema),
  z.object({ orders: z.array(orderSchema) }).transform((body) => body.orders),
]);

/** GET /api/orders (spec section 7); failures read 'Failed to fetch orders' (section 8). */
export async function fetchOrders(): Promise<Order[]> {
  try {
    return ordersAnswerSchema.parse(await requestJson('/api/orders'));
  } catch {
    throw new Error(ORDERS_ERROR);
  }
}

export const ordersQueryOptions = () =>
  queryOptions({ queryKey: ['orders'], queryFn: fetchOrders, retry: false });

export const useOrders = () => useQuery(ordersQueryOptions());
