import { AUTH_WEBSITE_BASE_PATH, PUBLIC_TENANT } from '#core/auth/session-constants.ts';
import type { Executor } from '../../db/executor.ts';
import { enqueueMail } from '../../mail/outbox.repository.ts';
import { passwordResetMail, verificationMail } from '../../mail/templates.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { randomToken, sha256Hex } from '../crypto.ts';
import type { UserRow } from '../users/users.repository.ts';
import {
  consumeEmailToken,
  type EmailTokenPurpose,
  insertEmailToken,
  retireEmailTokens,
} from './email-tokens.repository.ts';

const PAGE: Record<EmailTokenPurpose, string> = {
  verify_email: 'verify-email',
  reset_password: 'reset-password',
};

function ttlMs(deps: AuthDeps, purpose: EmailTokenPurpose): number {
  const hours =
    purpose === 'verify_email'
      ? deps.config.EMAIL_VERIFICATION_TOKEN_TTL_HOURS
      : deps.config.PASSWORD_RESET_TOKEN_TTL_HOURS;
  return hours * 3_600_000;
}

/**
 * Creates a single-use token (only its hash is stored) and the mail carrying its link in one
 * transaction, then hands the mail to the mailer.
 */
export async function sendTokenMail(
  deps: AuthDeps,
  user: Pick<UserRow, 'id' | 'email'>,
  purpose: EmailTokenPurpose,
): Promise<void> {
  const outboxId = await deps.db.transaction((tx) => writeTokenMail(deps, tx, user, purpose));
  deps.mailer.deliver([outboxId]);
}

/**
 * Writes the token and its mail inside the caller's transaction; returns the outbox id to deliver
 * after commit. A new reset link retires the earlier ones (only the newest may change the
 * password); verification links all stay valid until they expire.
 */
export async function writeTokenMail(
  deps: AuthDeps,
  tx: Executor,
  user: Pick<UserRow, 'id' | 'email'>,
  purpose: EmailTokenPurpose,
): Promise<number> {
  const token = randomToken(32);
  const link = `${deps.config.WEBSITE_URL}${AUTH_WEBSITE_BASE_PATH}/${PAGE[purpose]}?token=${token}&tenantId=${PUBLIC_TENANT}`;
  const mail =
    purpose === 'verify_email'
      ? verificationMail(user.email, link)
      : passwordResetMail(user.email, link);
  if (purpose === 'reset_password') {
    await retireEmailTokens(tx, user.id, purpose);
  }
  await insertEmailToken(tx, {
    userId: user.id,
    purpose,
    tokenHash: sha256Hex(token),
    email: user.email,
    expiresAt: new Date(Date.now() + ttlMs(deps, purpose)),
  });
  return enqueueMail(tx, mail);
}

export { consumeEmailToken };

export function hashEmailToken(token: string): string {
  return sha256Hex(token);
}
