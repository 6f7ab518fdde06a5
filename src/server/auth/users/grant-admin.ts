import { normaliseEmail } from '#core/auth/validate-email.ts';
import type { Db } from '../../db/client.ts';
import { findUserByEmail, updateUser } from './users.repository.ts';

/** Gives the account with this e-mail the admin role; false when no such account exists. */
export async function grantAdmin(db: Db, email: string): Promise<boolean> {
  const user = await findUserByEmail(db, normaliseEmail(email));
  if (!user) {
    return false;
  }
  await updateUser(db, user.id, { role: 'admin' });
  return true;
}
