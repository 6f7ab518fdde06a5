import { VERIFICATION_RESEND_SECONDS } from '#core/auth/messages.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { setVerificationClaim } from '../session/session.repository.ts';
import { findUserById, type UserRow, updateUser } from '../users/users.repository.ts';
import { consumeEmailToken, hashEmailToken, writeTokenMail } from './email-token.service.ts';
import { newestEmailTokenAt } from './email-tokens.repository.ts';

/**
 * Consumes a verification token and marks the address verified, in one transaction, and writes
 * `st-ev: true` into every live session of the user so refreshes keep it. Returns the user id,
 * or undefined for an unknown, used or expired token.
 */
export async function verifyEmailToken(deps: AuthDeps, token: string) {
  return deps.db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, 'verify_email', hashEmailToken(token));
    const user = row && (await findUserById(tx, row.userId));
    if (!row || !user || user.email !== row.email) {
      return undefined;
    }
    if (!user.emailVerifiedAt) {
      await updateUser(tx, user.id, { emailVerifiedAt: new Date() });
      await setVerificationClaim(tx, user.id, true);
    }
    return user.id;
  });
}

/**
 * "Resend" on the verify screen: a new link, unless one went out less than
 * VERIFICATION_RESEND_SECONDS ago (sign-up already sent one); then how many seconds to wait.
 */
export async function resendVerificationMail(
  deps: AuthDeps,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<{ sent: true } | { sent: false; waitSeconds: number }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const newest = await newestEmailTokenAt(tx, user.id, 'verify_email');
    const elapsedMs = newest ? Date.now() - newest.getTime() : Number.POSITIVE_INFINITY;
    const waitMs = VERIFICATION_RESEND_SECONDS * 1000 - elapsedMs;
    if (waitMs > 0) {
      return { sent: false as const, waitSeconds: Math.ceil(waitMs / 1000) };
    }
    return { sent: true as const, outboxId: await writeTokenMail(deps, tx, user, 'verify_email') };
  });
  if (!outcome.sent) {
    return outcome;
  }
  deps.mailer.deliver([outcome.outboxId]);
  return { sent: true };
}
