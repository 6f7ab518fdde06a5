import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { userTotp } from '../../db/schema/index.ts';

export type TotpRow = typeof userTotp.$inferSelect;

export async function findTotp(db: Executor, userId: number): Promise<TotpRow | undefined> {
  const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
  return row;
}

/** Whether the user has a confirmed authenticator app. */
export async function hasConfirmedTotp(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.verifiedAt)));
  return row !== undefined;
}

/** A new, unconfirmed secret (replacing an unconfirmed one). */
export async function savePendingTotp(db: Executor, userId: number, secretEnc: string) {
  await db
    .insert(userTotp)
    .values({ userId, secretEnc })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secretEnc, verifiedAt: null, lastStep: null, failedAttempts: 0, lockedUntil: null },
    });
}

export async function confirmTotp(db: Executor, userId: number, step: number, hashes: string[]) {
  await db
    .update(userTotp)
    .set({ verifiedAt: sql`now()`, lastStep: step, recoveryHashes: hashes, failedAttempts: 0 })
    .where(eq(userTotp.userId, userId));
}

/** A good code: its step is used up and the failure count starts again. */
export async function acceptStep(db: Executor, userId: number, step: number) {
  await db
    .update(userTotp)
    .set({ lastStep: step, failedAttempts: 0, lockedUntil: null })
    .where(eq(userTotp.userId, userId));
}

/** A wrong code; locks the factor for `lockSeconds` once `max` failures are reached. */
export async function recordFailure(
  db: Executor,
  userId: number,
  max: number,
  lockSeconds: number,
) {
  const [row] = await db
    .update(userTotp)
    .set({
      failedAttempts: sql`${userTotp.failedAttempts} + 1`,
      lockedUntil: sql`CASE WHEN ${userTotp.failedAttempts} + 1 >= ${max}
        THEN now() + make_interval(secs => ${lockSeconds}) ELSE NULL END`,
    })
    .where(eq(userTotp.userId, userId))
    .returning({ failedAttempts: userTotp.failedAttempts, lockedUntil: userTotp.lockedUntil });
  return row;
}

/** Removes one recovery code if it is there; true when it was (so it works once). */
export async function spendRecoveryHash(db: Executor, userId: number, hash: string) {
  const rows = await db
    .update(userTotp)
    .set({
      recoveryHashes: sql`array_remove(${userTotp.recoveryHashes}, ${hash})`,
      failedAttempts: 0,
      lockedUntil: null,
    })
    .where(
      and(
        eq(userTotp.userId, userId),
        isNotNull(userTotp.verifiedAt),
        sql`${hash} = ANY(${userTotp.recoveryHashes})`,
      ),
    )
    .returning({ userId: userTotp.userId });
  return rows.length > 0;
}

export async function deleteTotp(db: Executor, userId: number) {
  await db.delete(userTotp).where(eq(userTotp.userId, userId));
}
