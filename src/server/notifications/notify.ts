import { sql } from 'drizzle-orm';
import type { NotificationPayload } from '#core/notifications/describe-notification.ts';
import {
  NOTIFICATION_TYPE_INFO,
  type NotificationType,
} from '#core/notifications/notification-types.ts';
import type { Executor } from '../db/executor.ts';

/** The channel each process LISTENs on: a user id, sent when that user's transaction commits. */
export const NOTIFY_CHANNEL = 'cardfolio_notifications';

export type NotificationEvent = {
  type: NotificationType;
  payload: NotificationPayload;
  /** Names the event: the same (user, type, key) is stored and delivered once. */
  dedupeKey: string;
};

type Recipients = { userIds: number[] } | { admins: true };

/**
 * Stores the notification for each recipient with the deliveries their preferences ask for,
 * in the caller's transaction: nothing is sent unless it commits, and a repeated event (same
 * dedupe key) adds nothing. Each process's hub hears the commit (pg_notify) and delivers.
 * A deleted user, a type turned off on every channel, or an admin-only type for a non-admin
 * stores nothing.
 */
async function store(db: Executor, to: Recipients, event: NotificationEvent): Promise<number> {
  const info = NOTIFICATION_TYPE_INFO[event.type];
  const ids = 'userIds' in to ? to.userIds : [];
  const pref = (channel: string, fallback: boolean) => sql`coalesce((
      SELECT p.enabled FROM notification_preferences p
      WHERE p.user_id = u.id AND p.type = ${event.type} AND p.channel = ${channel}), ${fallback})`;
  const result = await db.execute<{ user_id: number }>(sql`
    WITH recipients AS (
      SELECT u.id AS user_id,
        ${pref('in_app', info.defaults.in_app)} AS in_app,
        ${pref('email', info.defaults.email)} AS email,
        ${pref('push', info.defaults.push)}
          AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = u.id) AS push
      FROM users u
      WHERE (u.id = ANY(${`{${ids.join(',')}}`}::int[]) OR ${'admins' in to} AND u.role = 'admin')
        AND (NOT ${info.adminOnly} OR u.role = 'admin')
    ), inserted AS (
      INSERT INTO notifications (user_id, type, payload, dedupe_key, in_app)
      SELECT user_id, ${event.type}, ${JSON.stringify(event.payload)}::jsonb, ${event.dedupeKey}, in_app
      FROM recipients WHERE in_app OR email OR push
      ON CONFLICT (user_id, type, dedupe_key) DO NOTHING
      RETURNING id, user_id
    ), deliveries AS (
      INSERT INTO notification_deliveries (notification_id, channel)
      SELECT i.id, c.channel FROM inserted i JOIN recipients r USING (user_id)
      CROSS JOIN LATERAL (VALUES ('email', r.email), ('push', r.push)) AS c(channel, wanted)
      WHERE c.wanted
    )
    SELECT i.user_id, pg_notify(${NOTIFY_CHANNEL}, i.user_id::text) FROM inserted i`);
  return result.rows.length;
}

/** Notifies users of an event (the one call a service makes); returns how many were stored. */
export function notifyUsers(db: Executor, userIds: number[], event: NotificationEvent) {
  return userIds.length === 0 ? Promise.resolve(0) : store(db, { userIds }, event);
}

/** Notifies one user of an event. */
export function notifyUser(db: Executor, userId: number, event: NotificationEvent) {
  return store(db, { userIds: [userId] }, event);
}

/** Notifies every admin of an event about the shop's inbox. */
export function notifyAdmins(db: Executor, event: NotificationEvent) {
  return store(db, { admins: true }, event);
}
