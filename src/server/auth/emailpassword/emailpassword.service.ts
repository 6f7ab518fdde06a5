import { AUTH_MESSAGES } from '#core/auth/messages.ts';
import { normaliseEmail, validateEmail } from '#core/auth/validate-email.ts';
import { validatePassword, validatePasswordPresent } from '#core/auth/validate-password.ts';
import type { AuthDeps } from '../auth-deps.ts';
import {
  consumeEmailToken,
  hashEmailToken,
  sendTokenMail,
} from '../emailverification/email-token.service.ts';
import type { FieldErrorItem } from '../fdi/fdi-responses.ts';
import { revokeUserSessions, setVerificationClaim } from '../session/session.repository.ts';
import { defaultDisplayName, generateReferralHandle } from '../users/referral-handle.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  type UserRow,
  updateUser,
} from '../users/users.repository.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

export type Credentials = { email: string; password: string };
type Outcome<T> = { ok: true; value: T } | { ok: false; fields: FieldErrorItem[] };

function checkFields(input: Credentials, passwordRule: typeof validatePassword): FieldErrorItem[] {
  const errors: FieldErrorItem[] = [];
  const emailError = validateEmail(input.email);
  if (emailError) {
    errors.push({ id: 'email', error: emailError.message });
  }
  const passwordError = passwordRule(input.password);
  if (passwordError) {
    errors.push({ id: 'password', error: passwordError.message });
  }
  return errors;
}

/** Creates an e-mail/password account (unverified) and mails the verification link. */
export async function signUp(deps: AuthDeps, input: Credentials): Promise<Outcome<UserRow>> {
  const fields = checkFields(input, validatePassword);
  if (fields.length > 0) {
    return { ok: false, fields };
  }
  const email = normaliseEmail(input.email);
  const exists = [{ id: 'email', error: AUTH_MESSAGES.emailExists }];
  if (await findUserByEmail(deps.db, email)) {
    return { ok: false, fields: exists };
  }
  const user = await insertUser(deps.db, {
    email,
    displayName: defaultDisplayName(email),
    passwordHash: await hashPassword(input.password),
    emailVerifiedAt: null,
    referralHandle: generateReferralHandle(),
  });
  if (!user) {
    return { ok: false, fields: exists };
  }
  await sendTokenMail(deps, user, 'verify_email');
  return { ok: true, value: user };
}

/** Checks the credentials; undefined for an unknown e-mail or a wrong password alike. */
export async function signIn(
  deps: AuthDeps,
  input: Credentials,
): Promise<Outcome<UserRow | undefined>> {
  const fields = checkFields(input, validatePasswordPresent);
  if (fields.length > 0) {
    return { ok: false, fields };
  }
  const user = await findUserByEmail(deps.db, normaliseEmail(input.email));
  const matches = await verifyPassword(user?.passwordHash ?? null, input.password);
  return { ok: true, value: matches ? user : undefined };
}

export async function emailPasswordAccountExists(deps: AuthDeps, email: string) {
  const user = await findUserByEmail(deps.db, normaliseEmail(email));
  return Boolean(user?.passwordHash);
}

/** Mails a reset link when an e-mail/password account exists; silent otherwise. */
export async function requestPasswordReset(deps: AuthDeps, rawEmail: string) {
  const emailError = validateEmail(rawEmail);
  if (emailError) {
    return { ok: false as const, fields: [{ id: 'email', error: emailError.message }] };
  }
  const user = await findUserByEmail(deps.db, normaliseEmail(rawEmail));
  if (user?.passwordHash) {
    await sendTokenMail(deps, user, 'reset_password');
  }
  return { ok: true as const };
}

export type ResetOutcome = 'ok' | 'invalid-token' | { fields: FieldErrorItem[] };

/**
 * Sets a new password from a reset token: policy first (so the token survives a typo), then the
 * token is consumed, the password set, the e-mail marked verified (possession proven) and every
 * session of the user revoked, all in one transaction.
 */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  password: string,
): Promise<ResetOutcome> {
  const passwordError = validatePassword(password);
  if (passwordError) {
    return { fields: [{ id: 'password', error: passwordError.message }] };
  }
  const passwordHash = await hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const row = await consumeEmailToken(tx, 'reset_password', hashEmailToken(token));
    const user = row && (await findUserById(tx, row.userId));
    if (!row || !user) {
      return 'invalid-token';
    }
    const verifies = user.emailVerifiedAt === null && row.email === user.email;
    await updateUser(tx, user.id, {
      passwordHash,
      ...(verifies ? { emailVerifiedAt: new Date() } : {}),
    });
    if (verifies) {
      await setVerificationClaim(tx, user.id, true);
    }
    await revokeUserSessions(tx, user.id, 'password reset');
    return 'ok';
  });
}
