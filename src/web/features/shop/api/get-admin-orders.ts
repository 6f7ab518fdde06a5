import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminOrderSchema } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

const adminOrdersSchema = z.object({ items: z.array(adminOrderSchema) });

/** GET /api/admin/shop/orders[?status=] (admin). */
const fetchAdminOrders = async (status?: string) =>
  adminOrdersSchema.parse(
    await requestJson(
      status ? `/api/admin/shop/orders?status=${status}` : '/api/admin/shop/orders',
    ),
  );

export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export function useAdminOrders(status: string) {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_KEY, status],
    queryFn: () => fetchAdminOrders(status || undefined),
  });
}
