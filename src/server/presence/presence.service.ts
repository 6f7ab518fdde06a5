import {
  countByPage,
  type HeartbeatBody,
  type LiveUsers,
  presencePath,
} from '#core/admin/presence.schema.ts';
import type { SessionUser } from '../plugins/session.ts';
import type { PresenceStore } from './presence.store.ts';

export type PresenceDeps = { store: PresenceStore; now: () => number };

/** A heartbeat from the web app: signed in or not, the page the visitor is on (no query). */
export async function recordHeartbeat(
  deps: PresenceDeps,
  user: SessionUser | null,
  body: HeartbeatBody,
): Promise<void> {
  await deps.store.touch(
    {
      visitorId: body.visitorId,
      userId: user?.id ?? null,
      email: user?.email ?? null,
      // An older tab may still send its query: drop it here too.
      path: presencePath(body.path),
    },
    deps.now(),
  );
}

/** Everyone online now, with their page and since when, and the counts by page. */
export async function liveUsers(deps: PresenceDeps): Promise<LiveUsers> {
  const now = deps.now();
  const entries = await deps.store.list(now);
  const users = entries.map((entry) => ({
    visitorId: entry.visitorId,
    userId: entry.userId,
    email: entry.email,
    path: entry.path,
    since: new Date(entry.since).toISOString(),
    lastSeen: new Date(entry.lastSeen).toISOString(),
  }));
  const signedIn = users.filter((user) => user.userId !== null).length;
  return {
    users,
    byPage: countByPage(users),
    signedIn,
    anonymous: users.length - signedIn,
    serverTime: new Date(now).toISOString(),
  };
}
