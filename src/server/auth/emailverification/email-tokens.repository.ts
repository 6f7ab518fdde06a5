import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { emailTokens } from '../../db/schema/index.ts';

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
