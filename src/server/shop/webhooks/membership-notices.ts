import type { Executor } from '../../db/executor.ts';
import { notifyUser } from '../../notifications/notify.ts';
import type { PaymentEvent } from '../../payments/payment-provider.ts';
import { lockMembershipByRef } from '../memberships/memberships.repository.ts';

type Notice = Extract<
  PaymentEvent,
  { kind: 'subscription.renewing' | 'subscription.payment_failed' }
>;

/** Tells an active member their membership renews soon, or that its payment failed. */
export async function noticeMembership(tx: Executor, event: Notice) {
  const row = await lockMembershipByRef(tx, event.subscriptionRef);
  if (row?.status !== 'active') {
    return row?.id;
  }
  if (event.kind === 'subscription.renewing') {
    await notifyUser(tx, row.userId, {
      type: 'membership_renewing',
      payload: { renewsOn: event.renewsOn.toISOString().slice(0, 10) },
      dedupeKey: `membership:${row.id}:renewing:${event.renewsOn.toISOString()}`,
    });
  } else {
    await notifyUser(tx, row.userId, {
      type: 'membership_payment_failed',
      payload: {},
      dedupeKey: `membership:${row.id}:failed:${event.id}`,
    });
  }
  return row.id;
}
