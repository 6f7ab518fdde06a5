import { requestJson } from '../../../lib/api-client.ts';
import type { AdminOrder } from './get-admin-orders.ts';

/** PATCH /api/admin/shop/orders/{id}: paid, refunded, cancelled or shipped with tracking. */
export const setOrderStatus = (
  id: number,
  change:
    | { status: 'paid' | 'refunded' | 'cancelled' }
    | { status: 'shipped'; trackingNumber: string },
) =>
  requestJson<{ order: AdminOrder }>(`/api/admin/shop/orders/${id}`, {
    method: 'PATCH',
    body: change,
  });
