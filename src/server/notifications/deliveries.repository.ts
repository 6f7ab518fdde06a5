import type { NotificationPayload } from '#core/notifications/describe-notification.ts';
import type { NotificationType } from '#core/notifications/notification-types.ts';
import type { Queryable } from '../db/executor.ts';

export type ClaimedDelivery = {
  id: number;
  channel: 'email' | 'push';
  attempts: number;
  notification_id: number;
  user_id: number;
  email: string;
  type: NotificationType;
  payload: NotificationPayload;
};

/** How long a claim holds before another process may take the delivery over (a crash). */
const CLAIM_SECONDS = 120;

/**
 * Claims up to `limit` due deliveries for this process: SKIP LOCKED, so two processes never
 * claim the same row, and the claim moves next_attempt_at ahead, so none is taken again while
 * it is being sent. A claim older than CLAIM_SECONDS (its process died) is due again.
 */
export async function claimDueDeliveries(db: Queryable, limit: number): Promise<ClaimedDelivery[]> {
  const { rows } = await db.query<ClaimedDelivery>(
    `WITH due AS (
       SELECT id FROM notification_deliveries
       WHERE status IN ('pending', 'sending') AND next_attempt_at <= now()
       ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED
     ), claimed AS (
       UPDATE notification_deliveries d
       SET status = 'sending', attempts = d.attempts + 1,
           next_attempt_at = now() + make_interval(secs => $2)
       FROM due WHERE d.id = due.id
       RETURNING d.id, d.channel, d.attempts, d.notification_id
     )
     SELECT c.*, n.user_id, u.email, n.type, n.payload
     FROM claimed c JOIN notifications n ON n.id = c.notification_id JOIN users u ON u.id = n.user_id`,
    [limit, CLAIM_SECONDS],
  );
  return rows;
}

export async function markDeliverySent(db: Queryable, id: number): Promise<void> {
  await db.query(
    `UPDATE notification_deliveries SET status = 'sent', sent_at = now(), last_error = NULL
     WHERE id = $1`,
    [id],
  );
}

/** A failed try: due again after `retryInSeconds`, or given up (null). */
export async function markDeliveryFailed(
  db: Queryable,
  id: number,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db.query(
    `UPDATE notification_deliveries
     SET status = CASE WHEN $3::int IS NULL THEN 'failed' ELSE 'pending' END,
         next_attempt_at = now() + make_interval(secs => coalesce($3::int, 0)),
         last_error = left($2, 500)
     WHERE id = $1`,
    [id, error, retryInSeconds],
  );
}

export async function hasDueDeliveries(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM notification_deliveries
     WHERE status IN ('pending', 'sending') AND next_attempt_at <= now() LIMIT 1`,
  );
  return rows.length > 0;
}
