import type { AuthDeps } from '../auth-deps.ts';
import { toFdiUser } from './user-object.ts';
import { findUserById, listIdentities, type UserRow } from './users.repository.ts';

/** The user with this id, or undefined. */
export async function findUser(deps: Pick<AuthDeps, 'db'>, id: number) {
  return findUserById(deps.db, id);
}

/** The FDI User object of `user`, with its third-party identities read from the database. */
export async function fdiUserOf(deps: Pick<AuthDeps, 'db'>, user: UserRow) {
  return toFdiUser(user, await listIdentities(deps.db, user.id));
}
