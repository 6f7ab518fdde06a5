import type pg from 'pg';
import {
  type NotificationPayload,
  priceAlertLine,
} from '#core/notifications/describe-notification.ts';
import { NOTIFICATION_TYPE_INFO } from '#core/notifications/notification-types.ts';
import { withTransaction } from '../lib/with-transaction.ts';
import { notifyMany } from '../notifications/notify-many.ts';

/** Lines a digest mail lists; the rest is counted ("and 12 more"). */
const MAX_DIGEST_LINES = 50;
const DIGEST_LOCK_KEY = 'cardfolio:price-alert-digests';

type HeldHit = { user_id: number; period: 'daily' | 'weekly'; payload: NotificationPayload };

/** ISO Monday: weekly digests go out on the run of a Monday (UTC). */
const isMonday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 1;

/**
 * The alert hits held for a digest (no mail of their own) since each user's last digest (at
 * most a day or a week back), oldest first, of users on a digest whose period is due and who
 * still want price alerts by e-mail.
 */
async function heldHits(client: pg.PoolClient, periods: string[]): Promise<HeldHit[]> {
  const { rows } = await client.query<HeldHit>(
    `SELECT s.user_id, s.digest AS period, n.payload
     FROM price_alert_settings s
     JOIN notifications n ON n.user_id = s.user_id AND n.type = 'price_alert'
     WHERE s.digest = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM notification_deliveries m
                       WHERE m.notification_id = n.id AND m.channel = 'email')
       AND coalesce((SELECT p.enabled FROM notification_preferences p
                     WHERE p.user_id = s.user_id AND p.type = 'price_alert' AND p.channel = 'email'),
                    $2)
       AND n.created_at > coalesce(
         (SELECT max(d.created_at) FROM notifications d
          WHERE d.user_id = s.user_id AND d.type = 'price_alert_digest'),
         now() - CASE s.digest WHEN 'weekly' THEN interval '7 days' ELSE interval '1 day' END)
     ORDER BY s.user_id, n.id`,
    [periods, NOTIFICATION_TYPE_INFO.price_alert.defaults.email],
  );
  return rows;
}

function digestPayload(hits: HeldHit[]): NotificationPayload {
  const lines = hits.slice(0, MAX_DIGEST_LINES).map((hit) => `- ${priceAlertLine(hit.payload)}`);
  const more = hits.length - lines.length;
  return {
    count: hits.length,
    period: hits[0]?.period ?? 'daily',
    summary: [...lines, ...(more > 0 ? [`and ${more} more`] : [])].join('\n'),
  };
}

/**
 * Gathers the held alert hits of every user on a daily digest (and, on Mondays, weekly) into
 * one `price_alert_digest` notification each, keyed `digest:<day>`: one mail, delivered and
 * retried by the notification jobs like any other. Returns the digests stored.
 */
export async function sendAlertDigests(pool: pg.Pool, day: string): Promise<number> {
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [DIGEST_LOCK_KEY]);
    const hits = await heldHits(client, isMonday(day) ? ['daily', 'weekly'] : ['daily']);
    const byUser = new Map<number, HeldHit[]>();
    for (const hit of hits) {
      const list = byUser.get(hit.user_id) ?? [];
      list.push(hit);
      byUser.set(hit.user_id, list);
    }
    if (byUser.size === 0) {
      return 0;
    }
    const userIds = [...byUser.keys()];
    const payloads = [...byUser.values()].map((each) => JSON.stringify(digestPayload(each)));
    return notifyMany(
      client,
      'price_alert_digest',
      `events AS (
        SELECT d.user_id, d.payload::jsonb AS payload, 'digest:' || $3 AS dedupe_key,
          false AS hold_mail
        FROM unnest($1::int[], $2::text[]) AS d(user_id, payload)
      )`,
      [userIds, payloads, day],
    );
  });
}
