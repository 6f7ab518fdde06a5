import { AUTH_WEBSITE_BASE_PATH, PUBLIC_TENANT } from '#core/auth/session-constants.ts';
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
 * transaction, then hands the mail to the mailer. A new reset link retires the earlier ones (only
 * the newest may change the password); verification links all stay valid until they expire,
 * since the verify screen asks for a fresh mail right after sign-up already sent one.
 */
export async function sendTokenMail(
  deps: AuthDeps,
  user: Pick<UserRow, 'id' | 'email'>,
  purpose: EmailTokenPurpose,
): Promise<void> {
  const token = randomToken(32);
  const link = `${deps.config.WEBSITE_URL}${AUTH_WEBSITE_BASE_PATH}/${PAGE[purpose]}?token=${token}&tenantId=${PUBLIC_TENANT}`;
  const mail =
    purpose === 'verify_email'
      ? verificationMail(user.email, link)
      : passwordResetMail(user.email, link);
  const outboxId = await deps.db.transaction(async (tx) => {
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
  });
  deps.mailer.deliver([outboxId]);
}

export { consumeEmailToken };

export function hashEmailToken(token: string): string {
  return sha256Hex(token);
}
