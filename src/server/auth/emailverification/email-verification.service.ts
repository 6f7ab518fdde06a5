import type { AuthDeps } from '../auth-deps.ts';
import { setVerificationClaim } from '../session/session.repository.ts';
import { findUserById, updateUser } from '../users/users.repository.ts';
import { consumeEmailToken, hashEmailToken } from './email-token.service.ts';

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
