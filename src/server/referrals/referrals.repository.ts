import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor.ts';

/** Whether the user ever paid: an order that reached `paid_at`, or a membership that started. */
export async function hasPaidBefore(db: Executor, userId: number): Promise<boolean> {
  const result = await db.execute<{ paid: boolean }>(sql`
    SELECT exists (SELECT 1 FROM orders WHERE user_id = ${userId} AND paid_at IS NOT NULL)
        OR exists (SELECT 1 FROM memberships WHERE user_id = ${userId}
                   AND status IN ('active', 'cancelled', 'ended')) AS paid`);
  return Boolean(result.rows[0]?.paid);
}

/**
 * The address key the shop compares: street, postal code and country, case and spacing folded.
 * The same expression is used by the affiliate report, so a match here is a match there.
 */
export const ADDRESS_KEY_SQL = (alias: string) =>
  `lower(regexp_replace(concat_ws('|', ${alias}.shipping_address->>'line1', ${alias}.shipping_address->>'postalCode', ${alias}.shipping_address->>'country'), '\\s+', '', 'g'))`;

/** Whether the two users ever shipped an order to the same address. */
export async function shareAnAddress(db: Executor, userId: number, otherId: number) {
  const result = await db.execute<{ shared: boolean }>(sql`SELECT exists (
      SELECT 1 FROM orders a
      JOIN orders b ON ${sql.raw(ADDRESS_KEY_SQL('a'))} = ${sql.raw(ADDRESS_KEY_SQL('b'))}
      WHERE a.user_id = ${userId} AND b.user_id = ${otherId}) AS shared`);
  return Boolean(result.rows[0]?.shared);
}

/**
 * SQL that is true when the user `referrer` names paid an order or a membership with the card
 * `fingerprint` names (false for a null fingerprint). The affiliate report uses it too.
 */
export const PAID_WITH_CARD_SQL = (referrer: string, fingerprint: string) =>
  `(exists (select 1 from orders rf where rf.user_id = ${referrer} and rf.payment_fingerprint = ${fingerprint})
    or exists (select 1 from memberships rf where rf.user_id = ${referrer} and rf.payment_fingerprint = ${fingerprint}))`;

/** Whether the two users ever paid with the same card (decision 068). */
export async function shareACard(db: Executor, userId: number, otherId: number) {
  const result = await db.execute<{ shared: boolean }>(sql`SELECT exists (
      SELECT 1 FROM (VALUES (${otherId}::int)) AS other(id),
        (SELECT payment_fingerprint AS fingerprint FROM orders WHERE user_id = ${userId}
         UNION ALL
         SELECT payment_fingerprint FROM memberships WHERE user_id = ${userId}) AS mine
      WHERE ${sql.raw(PAID_WITH_CARD_SQL('other.id', 'mine.fingerprint'))}) AS shared`);
  return Boolean(result.rows[0]?.shared);
}
