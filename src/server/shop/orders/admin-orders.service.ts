import type { z } from 'zod';
import { AppError } from '#core/errors.ts';
import {
  type adminOrderStatusBodySchema,
  canTransition,
  releasesStock,
} from '#core/shop/order.schema.ts';
import { recordAdminAction } from '../../audit/audit-log.repository.ts';
import { notifyUser } from '../../notifications/notify.ts';
import type { ShopDeps } from '../shop-deps.ts';
import {
  findOrderById,
  findOrderLines,
  listOrders,
  lockOrderById,
  restockOrderLines,
  toOrder,
  updateOrder,
} from './orders.repository.ts';

type StatusChange = z.infer<typeof adminOrderStatusBodySchema>;

const ORDER_NOTICES = {
  paid: 'order_paid',
  shipped: 'order_shipped',
  refunded: 'order_refunded',
} as const;

/** Admin status changes: paid, shipped (with tracking), refunded (restocks), cancelled. */
export async function changeOrderStatus(
  deps: ShopDeps,
  orderId: number,
  change: StatusChange,
  adminId: number,
) {
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) {
      throw new AppError('NOT_FOUND', 'Order not found');
    }
    if (!canTransition(order.status, change.status)) {
      throw new AppError(
        'CONFLICT',
        `An order that is ${order.status} cannot become ${change.status}`,
      );
    }
    if (change.status === 'refunded') {
      await refundPayment(deps, order);
    }
    await updateOrder(tx, orderId, {
      status: change.status,
      ...(change.status === 'paid' ? { paidAt: new Date() } : {}),
      ...(change.status === 'shipped' ? { trackingNumber: change.trackingNumber } : {}),
    });
    if (order.userId !== null && change.status in ORDER_NOTICES) {
      await notifyUser(tx, order.userId, {
        type: ORDER_NOTICES[change.status as keyof typeof ORDER_NOTICES],
        payload: {
          orderId,
          totalCents: order.totalCents,
          trackingNumber: change.status === 'shipped' ? change.trackingNumber : null,
        },
        dedupeKey: `order:${orderId}`,
      });
    }
    if (releasesStock(order.status, change.status)) {
      await restockOrderLines(tx, orderId);
    }
    await recordAdminAction(tx, {
      adminId,
      action: 'order.status',
      targetType: 'order',
      targetId: orderId,
      before: { status: order.status, trackingNumber: order.trackingNumber },
      after: {
        status: change.status,
        trackingNumber: change.status === 'shipped' ? change.trackingNumber : order.trackingNumber,
      },
    });
  });
  const [row] = await listOrdersWithLines(deps, { id: orderId });
  if (!row) {
    throw new AppError('NOT_FOUND', 'Order not found');
  }
  return row;
}

/**
 * Pays the buyer back through the provider that took the payment. It runs under the order's row
 * lock, so two admins cannot refund one order twice, and a refusal leaves the order unchanged.
 */
async function refundPayment(
  deps: ShopDeps,
  order: {
    id: number;
    provider: string;
    providerRef: string | null;
    totalCents: number;
    paidAt: Date | null;
  },
) {
  if (!order.providerRef || !order.paidAt || order.totalCents <= 0) {
    return;
  }
  if (order.provider !== deps.payments.name) {
    throw new AppError(
      'CONFLICT',
      `This order was paid through ${order.provider}, which is not configured; refund it there`,
    );
  }
  try {
    const { refundRef } = await deps.payments.refundCheckout({
      orderId: order.id,
      ref: order.providerRef,
      amountCents: order.totalCents,
    });
    deps.log.info({ orderId: order.id, refundRef }, 'order refunded');
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'refund failed');
    throw new AppError(
      'CONFLICT',
      'The payment provider did not accept the refund; the order is unchanged. Try again or refund it in the provider dashboard.',
    );
  }
}

export async function listOrdersWithLines(
  deps: ShopDeps,
  filter: { id?: number; status?: Parameters<typeof listOrders>[1]['status']; page?: number },
) {
  const limit = 50;
  const one = filter.id ? await findOrderById(deps.db, filter.id) : undefined;
  const rows = filter.id
    ? one
      ? [one]
      : []
    : await listOrders(deps.db, {
        status: filter.status,
        limit,
        offset: ((filter.page ?? 1) - 1) * limit,
      });
  const lines = await findOrderLines(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...toOrder(
      row,
      lines.filter((line) => line.orderId === row.id),
    ),
    userId: row.userId,
  }));
}
