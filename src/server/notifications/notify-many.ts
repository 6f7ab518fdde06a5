import {
  NOTIFICATION_TYPE_INFO,
  type NotificationType,
} from '#core/notifications/notification-types.ts';
import type { Queryable } from '../db/executor.ts';
import { NOTIFY_CHANNEL } from './notify.ts';

/**
 * The set-based form of notifyUsers for events that differ per user (price alerts, digests):
 * `ctesEndingInEvents` are CTEs, the last named `events`, of
 * (user_id int, payload jsonb, dedupe_key text, hold_mail boolean). One statement reads the
 * preferences, stores each notification once (user, type, dedupe key), queues its deliveries
 * (no e-mail where hold_mail: a digest will carry it) and wakes each user's processes once.
 * Deleted users get nothing. Returns how many notifications were stored.
 */
export async function notifyMany(
  db: Queryable,
  type: NotificationType,
  ctesEndingInEvents: string,
  params: unknown[],
): Promise<number> {
  const defaults = NOTIFICATION_TYPE_INFO[type].defaults;
  const next = params.length + 1;
  const pref = (alias: string, channel: string) =>
    `LEFT JOIN notification_preferences ${alias} ON ${alias}.user_id = r.user_id
       AND ${alias}.type = $${next} AND ${alias}.channel = '${channel}'`;
  const { rows } = await db.query<{ stored: string }>(
    `WITH ${ctesEndingInEvents},
     recipients AS (
       SELECT r.user_id, r.payload, r.dedupe_key,
         coalesce(pi.enabled, $${next + 1}) AS in_app,
         coalesce(pe.enabled, $${next + 2}) AS email,
         coalesce(pe.enabled, $${next + 2}) AND NOT r.hold_mail AS mail_now,
         coalesce(pp.enabled, $${next + 3})
           AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = r.user_id) AS push
       FROM events r JOIN users u ON u.id = r.user_id
       ${pref('pi', 'in_app')} ${pref('pe', 'email')} ${pref('pp', 'push')}
     ), inserted AS (
       INSERT INTO notifications (user_id, type, payload, dedupe_key, in_app)
       SELECT user_id, $${next}, payload, dedupe_key, in_app FROM recipients
       WHERE in_app OR email OR push
       ON CONFLICT (user_id, type, dedupe_key) DO NOTHING
       RETURNING id, user_id, dedupe_key
     ), deliveries AS (
       INSERT INTO notification_deliveries (notification_id, channel)
       SELECT i.id, c.channel FROM inserted i
       JOIN recipients r ON r.user_id = i.user_id AND r.dedupe_key = i.dedupe_key
       CROSS JOIN LATERAL (VALUES ('email', r.mail_now), ('push', r.push)) AS c(channel, wanted)
       WHERE c.wanted
     ), woken AS (
       SELECT pg_notify('${NOTIFY_CHANNEL}', user_id::text) FROM (SELECT DISTINCT user_id FROM inserted) d
     )
     SELECT (SELECT count(*) FROM inserted) AS stored, (SELECT count(*) FROM woken) AS woken`,
    [...params, type, defaults.in_app, defaults.email, defaults.push],
  );
  return Number(rows[0]?.stored ?? 0);
}
