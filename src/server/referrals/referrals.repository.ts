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

/** Whether the two users ever shipped an order to the same address (the provider gives us no card fingerprint). */
export async function shareAnAddress(db: Executor, userId: number, otherId: number) {
  const result = await db.execute<{ shared: boolean }>(sql`SELECT exists (
      SELECT 1 FROM orders a
      JOIN orders b ON ${sql.raw(ADDRESS_KEY_SQL('a'))} = ${sql.raw(ADDRESS_KEY_SQL('b'))}
      WHERE a.user_id = ${userId} AND b.user_id = ${otherId}) AS shared`);
  return Boolean(result.rows[0]?.shared);
}
