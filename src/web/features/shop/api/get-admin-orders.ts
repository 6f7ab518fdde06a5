import type { Order } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

export type AdminOrder = Order & { userId: number };

/** GET /api/admin/shop/orders[?status=] (admin). */
export const fetchAdminOrders = (status?: string) =>
  requestJson<{ items: AdminOrder[] }>(
    status ? `/api/admin/shop/orders?status=${status}` : '/api/admin/shop/orders',
  );
