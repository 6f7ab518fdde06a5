import { normaliseEmail } from '#core/auth/validate-email.ts';
import type { Db } from '../../db/client.ts';
import { findUserByEmail, updateUser } from './users.repository.ts';

export type GrantOutcome = 'granted' | 'no-account' | 'unverified';

/**
 * Gives the account with this e-mail the admin role. Refused while the address is unverified: it
 * may be a squatter's pre-registered account that the real owner verifies later.
 */
export async function grantAdmin(db: Db, email: string): Promise<GrantOutcome> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  if (!user) {
    return 'no-account';
  }
  if (user.emailVerifiedAt === null) {
    return 'unverified';
  }
  await updateUser(db, user.id, { role: 'admin' });
  return 'granted';
}

export const GRANT_REFUSALS: Record<Exclude<GrantOutcome, 'granted'>, (email: string) => string> = {
  'no-account': (email) =>
    `No account with the e-mail ${email}. Sign up first, then run this again.`,
  unverified: (email) =>
    `${email} has not verified its e-mail address. Click the link in the verification mail first.`,
};
