import { findLiveSessionWithUser } from '../auth/session/session.repository.ts';
import type { Executor } from '../db/executor.ts';

/**
 * Whether the session that opened an admin stream still stands: not revoked or expired, and
 * its account still a verified admin. A long-lived stream asks again while it runs (audit L10).
 */
export async function isStillAdmin(db: Executor, sessionHandle: string): Promise<boolean> {
  const live = await findLiveSessionWithUser(db, sessionHandle);
  return live !== undefined && live.user.role === 'admin' && live.user.emailVerifiedAt !== null;
}
