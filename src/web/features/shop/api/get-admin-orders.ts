import { useQuery } from '@tanstack/react-query';
import type { Order } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

export type AdminOrder = Order & { userId: number };

/** GET /api/admin/shop/orders[?status=] (admin). */
const fetchAdminOrders = (status?: string) =>
  requestJson<{ items: AdminOrder[] }>(
    status ? `/api/admin/shop/orders?status=${status}` : '/api/admin/shop/orders',
  );

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export function useAdminOrders(status: string) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, status],
    queryFn: () => fetchAdminOrders(status || undefined),
  });
}
