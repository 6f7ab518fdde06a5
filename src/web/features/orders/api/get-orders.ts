import type { Order } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

export const ORDERS_ERROR = 'Failed to fetch orders';
export const ORDER_STATUS_TEXT: Record<Order['status'], string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  shipped: 'Shipped',
  refunded: 'Refunded',
  needs_refund: 'Refund pending',
};

/** GET /api/orders (spec section 7); failures read 'Failed to fetch orders' (section 8). */
export async function fetchOrders(): Promise<Order[]> {
  try {
    const body = await requestJson<Order[] | { orders: Order[] }>('/api/orders');
    return Array.isArray(body) ? body : body.orders;
  } catch {
    throw new Error(ORDERS_ERROR);
  }
}

export async function fetchOrderDetail(id: number): Promise<Order> {
  return (await requestJson<{ order: Order }>(`/api/orders/${id}`)).order;
}
