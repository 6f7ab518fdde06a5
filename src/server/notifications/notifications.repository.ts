import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { NotificationChannel } from '#core/notifications/notification-types.ts';
import type { Executor } from '../db/executor.ts';
import { notificationPreferences, notifications } from '../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;

/** The user's centre, newest first, `before` an id for the next page. */
export async function listNotifications(
  db: Executor,
  userId: number,
  limit: number,
  before: number | undefined,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.inApp, true),
        before ? lt(notifications.id, before) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.inApp, true),
        isNull(notifications.readAt),
      ),
    );
  return row?.n ?? 0;
}

/** Marks the user's own notifications read (ids of others change nothing); returns how many. */
export async function markRead(db: Executor, userId: number, ids: number[] | 'all') {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function listPreferences(db: Executor, userId: number) {
  return db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreferences(
  db: Executor,
  userId: number,
  changes: { type: string; channel: NotificationChannel; enabled: boolean }[],
) {
  await db
    .insert(notificationPreferences)
    .values(
      changes.map(
        (change) => ({ userId, ...change }) as typeof notificationPreferences.$inferInsert,
      ),
    )
    .onConflictDoUpdate({
      target: [
        notificationPreferences.userId,
        notificationPreferences.type,
        notificationPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled` },
    });
}
