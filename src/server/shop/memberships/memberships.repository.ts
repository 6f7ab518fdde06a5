import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { memberships, users } from '../../db/schema/index.ts';

export type MembershipRow = typeof memberships.$inferSelect;

export async function insertMembership(
  db: Executor,
  values: { userId: number; tier: number; provider: string },
): Promise<MembershipRow> {
  const [row] = await db
    .insert(memberships)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) {
    throw new Error('membership insert returned no row');
  }
  return row;
}

export async function updateMembership(
  db: Executor,
  id: number,
  values: Partial<
    Pick<
      MembershipRow,
      'status' | 'providerRef' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'paymentFingerprint'
    >
  >,
) {
  const [row] = await db
    .update(memberships)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(memberships.id, id))
    .returning();
  return row;
}

export async function findMembershipByRef(db: Executor, ref: string) {
  const [row] = await db.select().from(memberships).where(eq(memberships.providerRef, ref));
  return row;
}

export async function lockMembershipByRef(db: Executor, ref: string) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(eq(memberships.providerRef, ref))
    .for('update');
  return row;
}

/** The user's live membership (active or cancelled but still in its paid period). */
export async function findCurrentMembership(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(memberships)
    .where(
      and(eq(memberships.userId, userId), inArray(memberships.status, ['active', 'cancelled'])),
    )
    .orderBy(desc(memberships.id))
    .limit(1);
  return row;
}

export async function setUserTier(db: Executor, userId: number, tier: number): Promise<void> {
  await db.update(users).set({ membershipTier: tier }).where(eq(users.id, userId));
}

/** Ends memberships whose paid period is over; their users go back to tier 0. */
export async function endLapsedMemberships(db: Executor, now: Date): Promise<number[]> {
  const ended = await db
    .update(memberships)
    .set({ status: 'ended', updatedAt: now })
    .where(
      and(
        inArray(memberships.status, ['active', 'cancelled']),
        lt(memberships.currentPeriodEnd, now),
      ),
    )
    .returning({ userId: memberships.userId });
  const userIds = [...new Set(ended.map((row) => row.userId))];
  if (userIds.length > 0) {
    await db
      .update(users)
      .set({ membershipTier: 0 })
      .where(
        and(
          inArray(users.id, userIds),
          sql`not exists (select 1 from ${memberships} m where m.user_id = ${users.id} and m.status in ('active', 'cancelled'))`,
        ),
      );
  }
  return userIds;
}
