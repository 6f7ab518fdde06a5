import { AppError } from '#core/errors.ts';
import type { Me } from '#core/session/me.schema.ts';
import { findUserById } from '../auth/users/users.repository.ts';
import type { ServerDeps } from '../deps.ts';
import { toMe } from './me.schema.ts';

/** The signed-in user's own fields; a session whose user is gone is unauthorised. */
export async function getMe(deps: Pick<ServerDeps, 'db'>, userId: number): Promise<Me> {
  const user = await findUserById(deps.db, userId);
  if (!user) {
    throw new AppError('UNAUTHORISED', 'unauthorised');
  }
  return toMe(user);
}
