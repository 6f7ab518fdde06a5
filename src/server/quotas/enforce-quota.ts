import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '#core/errors.ts';
import { QUOTAS, type QuotaKind, quotaErrorCode, quotaMessage } from '#core/quotas/quotas.ts';
import type { Executor, Tx } from '../db/executor.ts';

const COUNT_SQL: Record<QuotaKind, (userId: number) => SQL> = {
  collection_items: (id) => sql`SELECT count(*)::int AS n FROM user_products WHERE user_id = ${id}`,
  binders: (id) => sql`SELECT count(*)::int AS n FROM binders WHERE user_id = ${id}`,
  decks: (id) => sql`SELECT count(*)::int AS n FROM decks WHERE user_id = ${id}`,
  share_links: (id) =>
    sql`SELECT count(*)::int AS n FROM share_links WHERE user_id = ${id} AND revoked_at IS NULL`,
  sell_requests: (id) => sql`SELECT count(*)::int AS n FROM sell_requests
    WHERE user_id = ${id} AND status IN ('submitted', 'offered')`,
  grading_results: (id) =>
    sql`SELECT count(*)::int AS n FROM grading_results WHERE user_id = ${id}`,
};

/** How many things of `kind` the user keeps now. */
export async function countQuota(db: Executor, userId: number, kind: QuotaKind) {
  const { rows } = await db.execute<{ n: number }>(COUNT_SQL[kind](userId));
  return Number(rows[0]?.n ?? 0);
}

const LOCK_CLASS: Record<QuotaKind, number> = {
  collection_items: 1,
  binders: 2,
  decks: 3,
  share_links: 4,
  sell_requests: 5,
  grading_results: 6,
};

/**
 * Inside the creating transaction: locks the user's count for `kind` (concurrent creates wait
 * their turn), then refuses with 409 when `adding` more would pass the quota. A bulk add is
 * refused whole.
 */
export async function enforceQuota(
  tx: Tx,
  userId: number,
  kind: QuotaKind,
  adding = 1,
): Promise<void> {
  // The lock ends with the transaction; 0x51 ("Q") keeps the key apart from other locks.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${0x51_00 + LOCK_CLASS[kind]}, ${userId})`);
  const count = await countQuota(tx, userId, kind);
  if (count + adding > QUOTAS[kind].limit) {
    throw new AppError('CONFLICT', quotaMessage(kind), {
      code: quotaErrorCode(kind),
      limit: QUOTAS[kind].limit,
      count,
    });
  }
}
