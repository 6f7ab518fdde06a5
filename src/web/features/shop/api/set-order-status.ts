import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminOrderSchema } from '#core/shop/order.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';
import { ADMIN_ORDERS_KEY } from './get-admin-orders.ts';

/** PATCH /api/admin/shop/orders/{id}: paid, refunded, cancelled or shipped with tracking. */
type StatusChange =
  | { status: 'paid' | 'refunded' | 'cancelled' }
  | { status: 'shipped'; trackingNumber: string };

const setOrderStatus = async (id: number, change: StatusChange) =>
  z
    .object({ order: adminOrderSchema })
    .parse(await requestJson(`/api/admin/shop/orders/${id}`, { method: 'PATCH', body: change }));

/** Changes one order's status; the order lists reload. */
export function useSetOrderStatus(id: number, onError: (caught: unknown) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: StatusChange) => setOrderStatus(id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
    onError,
  });
}
