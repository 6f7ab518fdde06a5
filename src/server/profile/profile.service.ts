import { AUTH_MESSAGES } from '#core/auth/messages.ts';
import { validatePassword } from '#core/auth/validate-password.ts';
import { AppError } from '#core/errors.ts';
import { ACCOUNT_EMAIL_MISMATCH, isAccountEmail } from '#core/profile/account.schema.ts';
import { hashPassword, verifyPassword } from '../auth/emailpassword/password-hash.ts';
import { revokeUserSessions } from '../auth/session/session.repository.ts';
import {
  deleteUser,
  findUserById,
  hasUntrustedPassword,
  type UserRow,
  updateUser,
} from '../auth/users/users.repository.ts';
import { deleteMailsTo } from '../mail/outbox.repository.ts';
import type { SessionUser } from '../plugins/session.ts';
import { detachSellRequestsOf } from '../sell-requests/sell-requests.service.ts';
import { detachOrdersOf, endSubscriptionsOf } from '../shop/account/account-cleanup.service.ts';
import type { ShopDeps } from '../shop/shop-deps.ts';

type Deps = Pick<ShopDeps, 'db' | 'log' | 'payments'>;

async function loadUser(deps: Deps, id: number): Promise<UserRow> {
  const user = await findUserById(deps.db, id);
  if (!user) {
    throw new AppError('UNAUTHORISED', 'unauthorised');
  }
  return user;
}

export async function updateDisplayName(deps: Deps, userId: number, name: string) {
  const user = await updateUser(deps.db, userId, { displayName: name });
  if (!user) {
    throw new AppError('UNAUTHORISED', 'unauthorised');
  }
  return user;
}

/** Changes the password after checking the current one; every other session is signed out. */
export async function changePassword(
  deps: Deps,
  session: SessionUser,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await loadUser(deps, session.id);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('VALIDATION_FAILED', AUTH_MESSAGES.currentPasswordIncorrect, {
      field: 'current_password',
    });
  }
  const error = validatePassword(newPassword);
  if (error) {
    throw new AppError('VALIDATION_FAILED', error.message, { field: 'new_password' });
  }
  const passwordHash = await hashPassword(newPassword);
  // Knowing a password set before verification proves nothing about the address: the new one
  // inherits that distrust (only an e-mailed reset link makes a password trusted).
  const keepDistrust = hasUntrustedPassword(user) ? { passwordSetAt: user.passwordSetAt } : {};
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, ...keepDistrust });
    await revokeUserSessions(tx, user.id, 'password changed', session.sessionHandle);
  });
}

export async function signOutEverywhere(deps: Deps, userId: number): Promise<number> {
  return revokeUserSessions(deps.db, userId, 'signed out everywhere');
}

/**
 * Deletes the account after the user typed its e-mail. Its subscription ends at the provider
 * first; then, in one transaction, its reservations are released and its orders anonymised
 * (the shop keeps them), settled sell requests are kept detached, its mails leave the outbox
 * and the rows that reference it cascade.
 */
export async function deleteAccount(deps: Deps, userId: number, confirmEmail: string) {
  const user = await loadUser(deps, userId);
  if (!isAccountEmail(confirmEmail, user.email)) {
    throw new AppError('VALIDATION_FAILED', ACCOUNT_EMAIL_MISMATCH, {
      field: 'confirm_email',
    });
  }
  await endSubscriptionsOf(deps, user.id);
  await deps.db.transaction(async (tx) => {
    await detachOrdersOf(tx, user.id);
    await detachSellRequestsOf(tx, user.id);
    await deleteMailsTo(tx, user.email);
    await deleteUser(tx, user.id);
  });
}
