import { z } from 'zod';

/** The web app sends a heartbeat this often, and on every route change. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** A visitor without a heartbeat for this long is no longer online. */
export const PRESENCE_TTL_MS = 90_000;

export const heartbeatBodySchema = z.object({
  visitorId: z
    .string({ error: 'visitorId is required' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'visitorId must be 8-64 letters, digits, - or _'),
  path: z
    .string({ error: 'path is required' })
    .max(500, 'path must be at most 500 characters')
    .regex(/^\/[^\s]*$/, 'path must start with / and contain no spaces'),
});
export type HeartbeatBody = z.infer<typeof heartbeatBodySchema>;

/** Path segments that are bearer secrets themselves (share links), shown as their route pattern. */
const SECRET_SEGMENTS = /^(\/(?:api\/shares\/public|share)\/)[^/]+/;

/**
 * The page as presence stores and shows it: the path without query or fragment (tokens and
 * provider codes live there) and with a share link's token replaced by `$token`.
 */
export function presencePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  return bare.replace(SECRET_SEGMENTS, '$1$$token').slice(0, 500) || '/';
}

export const liveUserSchema = z.object({
  visitorId: z.string(),
  userId: z.number().nullable(),
  email: z.string().nullable(),
  path: z.string(),
  /** When this visitor arrived on `path`. */
  since: z.string(),
  lastSeen: z.string(),
});
export type LiveUser = z.infer<typeof liveUserSchema>;

export const liveUsersSchema = z.object({
  users: z.array(liveUserSchema),
  byPage: z.array(z.object({ path: z.string(), count: z.number() })),
  signedIn: z.number(),
  anonymous: z.number(),
  serverTime: z.string(),
});
export type LiveUsers = z.infer<typeof liveUsersSchema>;

/** Live users grouped by page, most visited first, then by path. */
export function countByPage(users: readonly Pick<LiveUser, 'path'>[]) {
  const counts = new Map<string, number>();
  for (const user of users) {
    counts.set(user.path, (counts.get(user.path) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([path, count]) => ({ path, count }))
    .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path));
}
