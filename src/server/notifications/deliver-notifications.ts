import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { describeNotification } from '#core/notifications/describe-notification.ts';
import type { Db } from '../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  markDeliveryFailed,
  markDeliverySent,
} from './deliveries.repository.ts';
import { notificationMail } from './notification-mail.ts';
import type { PushSender } from './push-sender.ts';
import { forgetPushSubscription, listPushSubscriptions } from './push-subscriptions.repository.ts';
import { makeUnsubscribeToken } from './unsubscribe-tokens.ts';

export type DeliveryDeps = {
  db: Db;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  mailer: Pick<Mailer, 'sendNow'>;
  push: PushSender | undefined;
  websiteUrl: string;
};

/** Tries per delivery before it is given up. */
export const MAX_ATTEMPTS = 6;

/** Seconds before the next try: 30 s, 1 min, 2 min, ... */
export const retryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);

async function sendMail(deps: DeliveryDeps, delivery: ClaimedDelivery) {
  const token = await makeUnsubscribeToken(deps.db, delivery.user_id, delivery.type);
  await deps.mailer.sendNow(
    notificationMail({
      to: delivery.email,
      text: describeNotification(delivery.type, delivery.payload),
      websiteUrl: deps.websiteUrl,
      unsubscribeUrl: `${deps.websiteUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    }),
  );
}

/** Sends to every browser of the user; a subscription the push service no longer knows is dropped. */
async function sendPush(deps: DeliveryDeps, delivery: ClaimedDelivery) {
  if (!deps.push) {
    throw new Error('push is not configured (VAPID keys)');
  }
  const message = {
    id: delivery.notification_id,
    type: delivery.type,
    ...describeNotification(delivery.type, delivery.payload),
  };
  for (const sub of await listPushSubscriptions(deps.db, delivery.user_id)) {
    if ((await deps.push.send(sub, message)) === 'gone') {
      await forgetPushSubscription(deps.db, sub.id);
    }
  }
}

async function deliverOne(deps: DeliveryDeps, delivery: ClaimedDelivery): Promise<boolean> {
  try {
    await (delivery.channel === 'email' ? sendMail(deps, delivery) : sendPush(deps, delivery));
    await markDeliverySent(deps.pool, delivery.id);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retry = delivery.attempts < MAX_ATTEMPTS ? retryDelaySeconds(delivery.attempts) : null;
    deps.log.warn(
      {
        deliveryId: delivery.id,
        channel: delivery.channel,
        attempts: delivery.attempts,
        error: message,
      },
      'notification delivery failed',
    );
    await markDeliveryFailed(deps.pool, delivery.id, message, retry);
    return false;
  }
}

/**
 * Sends every due delivery (new ones and retries), a batch at a time, until none is due.
 * Safe to run in several processes at once: each claims its own rows (SKIP LOCKED).
 */
export async function deliverDueNotifications(
  deps: DeliveryDeps,
  batchSize = 50,
): Promise<{ sent: number; failed: number }> {
  const totals = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueDeliveries(deps.pool, batchSize);
    if (batch.length === 0) {
      return totals;
    }
    const results = await Promise.all(batch.map((delivery) => deliverOne(deps, delivery)));
    for (const ok of results) {
      totals[ok ? 'sent' : 'failed'] += 1;
    }
  }
}
