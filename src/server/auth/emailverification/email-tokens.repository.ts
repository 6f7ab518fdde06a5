import { and, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { emailTokens, users } from '../../db/schema/index.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export async function insertEmailToken(
  db: Executor,
  token: {
    userId: number;
    purpose: EmailTokenPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(emailTokens).values(token);
}

/** Marks an unused, unexpired token as used; returns it, or undefined when not usable. */
export async function consumeEmailToken(
  db: Executor,
  purpose: EmailTokenPurpose,
  tokenHash: string,
) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

/** Invalidates the user's other unused tokens of a purpose (one valid link at a time). */
export async function retireEmailTokens(db: Executor, userId: number, purpose: EmailTokenPurpose) {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

/**
 * When the user's newest token of a purpose was created. Locks the user's row until the
 * transaction ends, so two requests at once cannot both find no recent token.
 */
export async function newestEmailTokenAt(
  db: Executor,
  userId: number,
  purpose: EmailTokenPurpose,
): Promise<Date | undefined> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ createdAt: max(emailTokens.createdAt) })
    .from(emailTokens)
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose)));
  return row?.createdAt ?? undefined;
}
