import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { userIdentities, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type IdentityRow = typeof userIdentities.$inferSelect;

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** `email` must already be normalised (trimmed, lowercased). */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email}`);
  return row;
}

export async function findUserByReferralHandle(db: Executor, handle: string) {
  const [row] = await db.select().from(users).where(eq(users.referralHandle, handle));
  return row;
}

export type NewUser = {
  email: string;
  displayName: string;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  referralHandle: string;
};

/** Inserts a user; returns undefined when the e-mail is already taken. */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const passwordSetAt = user.passwordHash ? (user.emailVerifiedAt ?? new Date()) : null;
  const [row] = await db
    .insert(users)
    .values({ ...user, passwordSetAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateUser(
  db: Executor,
  id: number,
  values: Partial<
    Pick<UserRow, 'displayName' | 'passwordHash' | 'emailVerifiedAt' | 'role' | 'passwordSetAt'>
  >,
): Promise<UserRow | undefined> {
  // Every password change is stamped here, so the pre-hijacking rule sees all of them; a caller
  // may keep the old stamp (a change that proves nothing about the address).
  const stamped =
    values.passwordHash === undefined || values.passwordSetAt !== undefined
      ? values
      : {
          ...values,
          passwordSetAt: values.passwordHash ? (values.emailVerifiedAt ?? new Date()) : null,
        };
  const [row] = await db.update(users).set(stamped).where(eq(users.id, id)).returning();
  return row;
}

/** Sets the referrer only if none was ever set; returns whether it was set. */
export async function setReferrerOnce(db: Executor, id: number, referrerId: number) {
  const rows = await db
    .update(users)
    .set({ referrerId, referredAt: sql`now()` })
    .where(
      and(eq(users.id, id), sql`${users.referrerId} is null`, sql`${users.referredAt} is null`),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Whether `userId` is somewhere up `referrerId`'s chain of referrers (so naming that referrer
 * would close a loop). The walk stops at a repeat, so an existing loop cannot make it run on.
 */
export async function isInReferrerChain(db: Executor, referrerId: number, userId: number) {
  const result = await db.execute<{ found: boolean }>(sql`
    with recursive chain(id) as (
      select referrer_id from users where id = ${referrerId}
      union
      select u.referrer_id from users u join chain on u.id = chain.id
    )
    select exists (select 1 from chain where id = ${userId}) as found`);
  return result.rows[0]?.found === true;
}

/** Referrer changes are rare: one at a time, so two users naming each other cannot both win. */
export async function lockReferrerChanges(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('cardfolio.referrer'))`);
}

/**
 * A password set while the e-mail was unverified may be an attacker's (pre-hijacking: sign up
 * with the victim's address, wait for the victim to verify or link a provider).
 */
export function hasUntrustedPassword(user: UserRow): boolean {
  if (!user.passwordHash) {
    return false;
  }
  return (
    user.emailVerifiedAt === null ||
    user.passwordSetAt === null ||
    user.passwordSetAt.getTime() < user.emailVerifiedAt.getTime()
  );
}

export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function listIdentities(db: Executor, userId: number): Promise<IdentityRow[]> {
  return db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}

export async function findIdentity(db: Executor, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row;
}

export async function insertIdentity(
  db: Executor,
  identity: { userId: number; provider: string; subject: string; email: string },
): Promise<void> {
  await db.insert(userIdentities).values(identity);
}

export async function updateIdentityEmail(db: Executor, id: number, email: string) {
  await db.update(userIdentities).set({ email }).where(eq(userIdentities.id, id));
}
