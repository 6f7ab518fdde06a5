import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';
import { pushSubscriptions } from '../db/schema/index.ts';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Saves a browser's subscription; the endpoint moves to this user if another had it. */
export async function savePushSubscription(
  db: Executor,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth },
    });
}

export async function deletePushSubscription(db: Executor, userId: number, endpoint: string) {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** A push service said the subscription is gone (404/410). */
export async function forgetPushSubscription(db: Executor, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function listPushSubscriptions(db: Executor, userId: number) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
