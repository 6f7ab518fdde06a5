/** One online visitor as stored; times are epoch milliseconds. */
export type PresenceEntry = {
  visitorId: string;
  userId: number | null;
  email: string | null;
  path: string;
  since: number;
  lastSeen: number;
};

export type Heartbeat = Omit<PresenceEntry, 'since' | 'lastSeen'>;

/**
 * Where heartbeats are kept: Redis when configured (every app process sees the same visitors),
 * else this process's memory. An entry older than the TTL is gone.
 */
export interface PresenceStore {
  touch(beat: Heartbeat, now: number): Promise<void>;
  list(now: number): Promise<PresenceEntry[]>;
}

/** The key of a visitor: a signed-in tab and the same tab signed out are two visitors. */
export function presenceKey(beat: Pick<Heartbeat, 'visitorId' | 'userId'>): string {
  return `${beat.userId ?? 'anon'}:${beat.visitorId}`;
}

/** Keeps `since` while the visitor stays on one page; a new page starts the clock again. */
export function nextEntry(
  previous: PresenceEntry | undefined,
  beat: Heartbeat,
  now: number,
): PresenceEntry {
  const samePage = previous !== undefined && previous.path === beat.path;
  return { ...beat, since: samePage ? previous.since : now, lastSeen: now };
}

export function byLastSeen(a: PresenceEntry, b: PresenceEntry): number {
  return b.lastSeen - a.lastSeen || a.visitorId.localeCompare(b.visitorId);
}
