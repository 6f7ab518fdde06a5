import { findUserById } from '../../auth/users/users.repository.ts';
import type { Executor } from '../../db/executor.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { enqueueMail } from '../../mail/outbox.repository.ts';
import { notifyUser } from '../../notifications/notify.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import {
  lockMembershipByRef,
  setUserTier,
  updateMembership,
} from '../memberships/memberships.repository.ts';
import { orderReceiptMail } from '../orders/order-receipt.ts';
import {
  findOrderLines,
  lockOrderByRef,
  type OrderRow,
  restockOrderLines,
  toOrder,
  updateOrder,
} from '../orders/orders.repository.ts';
import { adjustStock, reserveStock } from '../products/products.repository.ts';
import type { ShopDeps } from '../shop-deps.ts';
import { noticeMembership } from './membership-notices.ts';

export type EventOutcome = { duplicate: boolean; orderId?: number; membershipId?: number };

/** Records the event id; false when it was seen before (a repeated delivery). */
async function recordEvent(tx: Executor, provider: string, event: PaymentEvent) {
  const rows = await tx
    .insert(paymentEvents)
    .values({ id: `${provider}:${event.id}`, provider, type: event.kind })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

/** Takes the stock again for an order whose reservation lapsed before the payment arrived. */
async function reReserve(tx: Executor, order: OrderRow): Promise<boolean> {
  const lines = await findOrderLines(tx, [order.id]);
  const taken: typeof lines = [];
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    if (!(await reserveStock(tx, line.productId, line.quantity))) {
      for (const back of taken) {
        await adjustStock(tx, back.productId, back.quantity);
      }
      return false;
    }
    taken.push(line);
  }
  return true;
}

async function markPaid(deps: ShopDeps, tx: Executor, ref: string, fingerprint: string | null) {
  const order = await lockOrderByRef(tx, ref);
  if (!order) {
    deps.log.warn({ ref }, 'payment for an unknown checkout');
    return { orderId: undefined, mailId: undefined };
  }
  const payment = { paidAt: new Date(), paymentFingerprint: fingerprint };
  if (order.status === 'pending') {
    await updateOrder(tx, order.id, { status: 'paid', ...payment });
  } else if (['expired', 'cancelled', 'failed'].includes(order.status)) {
    // Paid after the reservation was released: keep the sale if the stock is still there (and
    // the buyer still has an account: a deleted one's order has no address left to ship to).
    if (order.userId === null || !(await reReserve(tx, order))) {
      await updateOrder(tx, order.id, { status: 'needs_refund', ...payment });
      deps.log.error({ orderId: order.id }, 'order paid after its stock was sold: refund it');
      return { orderId: order.id, mailId: undefined };
    }
    await updateOrder(tx, order.id, { status: 'paid', ...payment });
  } else {
    return { orderId: order.id, mailId: undefined };
  }
  if (order.userId !== null) {
    await notifyUser(tx, order.userId, {
      type: 'order_paid',
      payload: { orderId: order.id, totalCents: order.totalCents },
      dedupeKey: `order:${order.id}`,
    });
  }
  const user = order.userId === null ? undefined : await findUserById(tx, order.userId);
  const paid = { ...order, status: 'paid' as const, paidAt: new Date() };
  const mail = user
    ? orderReceiptMail(
        user.email,
        toOrder(paid, await findOrderLines(tx, [order.id])),
        deps.config.WEBSITE_URL,
      )
    : undefined;
  const mailId = mail ? await enqueueMail(tx, mail) : undefined;
  if (mailId !== undefined) {
    await updateOrder(tx, order.id, { receiptSentAt: new Date() });
  }
  return { orderId: order.id, mailId };
}

async function releaseByRef(tx: Executor, ref: string, status: 'failed' | 'cancelled') {
  const order = await lockOrderByRef(tx, ref);
  if (!order) {
    return undefined;
  }
  if (order.status === 'pending') {
    await updateOrder(tx, order.id, { status });
    await restockOrderLines(tx, order.id);
  }
  return order.id;
}

async function applySubscriptionEvent(
  tx: Executor,
  event: PaymentEvent,
  fingerprint: string | null,
) {
  if (event.kind === 'subscription.started') {
    const row = await lockMembershipByRef(tx, event.ref);
    if (row?.status !== 'pending') {
      return row?.id;
    }
    await updateMembership(tx, row.id, {
      status: 'active',
      providerRef: event.subscriptionRef,
      currentPeriodEnd: event.periodEnd,
      paymentFingerprint: fingerprint,
    });
    await setUserTier(tx, row.userId, row.tier);
    return row.id;
  }
  if (event.kind === 'subscription.failed') {
    const row = await lockMembershipByRef(tx, event.ref);
    if (row?.status === 'pending') {
      await updateMembership(tx, row.id, { status: 'failed' });
    }
    return row?.id;
  }
  if (event.kind === 'subscription.renewed') {
    const row = await lockMembershipByRef(tx, event.subscriptionRef);
    if (!row || row.status === 'ended' || row.status === 'failed') {
      return row?.id;
    }
    const later =
      !row.currentPeriodEnd || event.periodEnd > row.currentPeriodEnd
        ? event.periodEnd
        : row.currentPeriodEnd;
    await updateMembership(tx, row.id, { currentPeriodEnd: later });
    await setUserTier(tx, row.userId, row.tier);
    return row.id;
  }
  if (event.kind === 'subscription.renewing' || event.kind === 'subscription.payment_failed') {
    return noticeMembership(tx, event);
  }
  if (event.kind === 'subscription.ended') {
    const row = await lockMembershipByRef(tx, event.subscriptionRef);
    if (!row || row.status === 'ended') {
      return row?.id;
    }
    await updateMembership(tx, row.id, { status: 'ended' });
    await setUserTier(tx, row.userId, 0);
    return row.id;
  }
  return undefined;
}

/**
 * The card that paid, asked of the provider before the transaction that records the payment (a
 * slow provider must not hold row locks). Without it the payment still counts (decision 068).
 */
async function paidFingerprint(deps: ShopDeps, event: PaymentEvent): Promise<string | null> {
  if (event.kind !== 'checkout.paid' && event.kind !== 'subscription.started') {
    return null;
  }
  try {
    return await deps.payments.paidCheckoutFingerprint(event);
  } catch (error) {
    deps.log.warn({ ref: event.ref, err: error }, 'could not read the card fingerprint');
    return null;
  }
}

/**
 * Applies one provider event exactly once: the event id is stored in the same transaction as its
 * effects, so a repeated delivery changes nothing, and a failed one can be delivered again.
 */
export async function handlePaymentEvent(
  deps: ShopDeps,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const provider = deps.payments.name;
  const fingerprint = await paidFingerprint(deps, event);
  const result = await deps.db.transaction(async (tx) => {
    if (!(await recordEvent(tx, provider, event))) {
      return { duplicate: true } as EventOutcome & { mailId?: number };
    }
    switch (event.kind) {
      case 'checkout.paid': {
        const { orderId, mailId } = await markPaid(deps, tx, event.ref, fingerprint);
        return { duplicate: false, orderId, mailId };
      }
      case 'checkout.failed':
        return { duplicate: false, orderId: await releaseByRef(tx, event.ref, 'failed') };
      case 'checkout.cancelled':
        return { duplicate: false, orderId: await releaseByRef(tx, event.ref, 'cancelled') };
      case 'ignored':
        return { duplicate: false };
      default:
        return {
          duplicate: false,
          membershipId: await applySubscriptionEvent(tx, event, fingerprint),
        };
    }
  });
  if (result.mailId !== undefined) {
    deps.mailer.deliver([result.mailId]);
  }
  return {
    duplicate: result.duplicate,
    orderId: result.orderId,
    membershipId: result.membershipId,
  };
}
