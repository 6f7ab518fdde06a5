import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { authSessions, users } from '../../db/schema/index.ts';

import type { SessionClaims } from './access-token.ts';

export type SessionRow = typeof authSessions.$inferSelect;

export async function insertSession(db: Executor, row: typeof authSessions.$inferInsert) {
  await db.insert(authSessions).values(row);
}

/** The session row, locked for the rest of the transaction. */
export async function lockSession(db: Executor, handle: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(authSessions)
    .where(eq(authSessions.handle, handle))
    .for('update');
  return row;
}

/** A live session with its user, or undefined when revoked, expired or unknown. */
export async function findLiveSessionWithUser(db: Executor, handle: string) {
  const [row] = await db
    .select({
      session: authSessions,
      user: users,
      secondFactor: sql<boolean>`exists (select 1 from user_totp t
        where t.user_id = ${users.id} and t.verified_at is not null)`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.handle, handle),
        isNull(authSessions.revokedAt),
        sql`${authSessions.expiresAt} > now()`,
      ),
    );
  return row;
}

export async function updateSession(
  db: Executor,
  handle: string,
  values: Partial<
    Pick<
      SessionRow,
      'currentRefreshHash' | 'previousRefreshHash' | 'tokenKey' | 'rotatedAt' | 'expiresAt'
    >
  > & { claims?: SessionClaims },
): Promise<void> {
  await db.update(authSessions).set(values).where(eq(authSessions.handle, handle));
}

export async function revokeSession(db: Executor, handle: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(authSessions.handle, handle), isNull(authSessions.revokedAt)));
}

/** Revokes every live session of a user, optionally keeping one. Returns how many. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  reason: string,
  keepHandle?: string,
): Promise<number> {
  const conditions = [eq(authSessions.userId, userId), isNull(authSessions.revokedAt)];
  if (keepHandle) {
    conditions.push(ne(authSessions.handle, keepHandle));
  }
  const rows = await db
    .update(authSessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(...conditions))
    .returning({ handle: authSessions.handle });
  return rows.length;
}

/** Writes the st-ev claim into every live session of the user (refresh re-issues it). */
export async function setVerificationClaim(db: Executor, userId: number, verified: boolean) {
  const claim = JSON.stringify({ v: verified, t: Date.now() });
  await db
    .update(authSessions)
    .set({ claims: sql`${authSessions.claims} || jsonb_build_object('st-ev', ${claim}::jsonb)` })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}
