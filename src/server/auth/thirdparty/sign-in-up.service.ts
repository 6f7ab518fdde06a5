import { validateEmail } from '#core/auth/validate-email.ts';
import type { Executor } from '../../db/executor.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { revokeUserSessions } from '../session/session.repository.ts';
import { defaultDisplayName, generateReferralHandle } from '../users/referral-handle.ts';
import {
  findIdentity,
  findUserByEmail,
  findUserById,
  hasUntrustedPassword,
  insertIdentity,
  insertUser,
  type UserRow,
  updateIdentityEmail,
  updateUser,
} from '../users/users.repository.ts';
import type { ProviderIdentity } from './thirdparty.service.ts';

export const SIGN_IN_UP_NOT_ALLOWED_REASON =
  'Cannot sign in / up due to security reasons. Please try a different login method or contact support. (ERR_CODE_004)';

export type SignInUpOutcome =
  | { status: 'OK'; user: UserRow; createdNewRecipeUser: boolean }
  | { status: 'NO_EMAIL_GIVEN_BY_PROVIDER' }
  | { status: 'SIGN_IN_UP_NOT_ALLOWED'; reason: string };

/**
 * Signs a provider identity in, or up. Policy (account linking by e-mail):
 * - a known (provider, subject) signs in to its account; a provider-verified e-mail that matches
 *   the account's unverified one marks it verified;
 * - an unknown identity whose e-mail already has an account is linked to it only when BOTH the
 *   account's e-mail and the provider's claim are verified; otherwise SIGN_IN_UP_NOT_ALLOWED
 *   (ERR_CODE_004), so nobody can take over an account through an unverified address;
 * - otherwise a new account is created, verified iff the provider says so;
 * - no (valid) e-mail from the provider: NO_EMAIL_GIVEN_BY_PROVIDER, nothing is created.
 */
/**
 * Before a provider signs in to an account, a password set while its e-mail was unverified is
 * cleared and the account's sessions are revoked: whoever chose it never proved the address.
 */
async function clearUntrustedPassword(tx: Executor, user: UserRow): Promise<UserRow> {
  if (!hasUntrustedPassword(user)) {
    return user;
  }
  await revokeUserSessions(tx, user.id, 'password set before e-mail verification cleared');
  return (await updateUser(tx, user.id, { passwordHash: null })) ?? user;
}

export async function signInUp(
  deps: AuthDeps,
  providerId: string,
  identity: ProviderIdentity,
): Promise<SignInUpOutcome> {
  if (!identity.email || validateEmail(identity.email)) {
    return { status: 'NO_EMAIL_GIVEN_BY_PROVIDER' };
  }
  const email = identity.email;
  return deps.db.transaction(async (tx) => {
    const known = await findIdentity(tx, providerId, identity.subject);
    if (known) {
      let user = await findUserById(tx, known.userId);
      if (!user) {
        return { status: 'SIGN_IN_UP_NOT_ALLOWED', reason: SIGN_IN_UP_NOT_ALLOWED_REASON };
      }
      if (known.email !== email) {
        await updateIdentityEmail(tx, known.id, email);
      }
      if (!user.emailVerifiedAt && identity.emailVerified && user.email === email) {
        user = (await updateUser(tx, user.id, { emailVerifiedAt: new Date() })) ?? user;
      }
      user = await clearUntrustedPassword(tx, user);
      return { status: 'OK', user, createdNewRecipeUser: false };
    }
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (!existing.emailVerifiedAt || !identity.emailVerified) {
        return { status: 'SIGN_IN_UP_NOT_ALLOWED', reason: SIGN_IN_UP_NOT_ALLOWED_REASON };
      }
      const linked = await clearUntrustedPassword(tx, existing);
      await insertIdentity(tx, {
        userId: linked.id,
        provider: providerId,
        subject: identity.subject,
        email,
      });
      return { status: 'OK', user: linked, createdNewRecipeUser: true };
    }
    const created = await insertUser(tx, {
      email,
      displayName: (identity.name ?? defaultDisplayName(email)).slice(0, 80),
      passwordHash: null,
      emailVerifiedAt: identity.emailVerified ? new Date() : null,
      referralHandle: generateReferralHandle(),
    });
    if (!created) {
      return { status: 'SIGN_IN_UP_NOT_ALLOWED', reason: SIGN_IN_UP_NOT_ALLOWED_REASON };
    }
    await insertIdentity(tx, {
      userId: created.id,
      provider: providerId,
      subject: identity.subject,
      email,
    });
    return { status: 'OK', user: created, createdNewRecipeUser: true };
  });
}
