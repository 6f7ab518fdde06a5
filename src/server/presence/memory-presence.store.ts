import {
  byLastSeen,
  type Heartbeat,
  nextEntry,
  type PresenceEntry,
  type PresenceStore,
  presenceKey,
} from './presence.store.ts';

/** Presence of this process only: for a single app process without Redis. */
export function createMemoryPresenceStore(ttlMs: number): PresenceStore {
  const entries = new Map<string, PresenceEntry>();
  let prunedAt = 0;
  const prune = (now: number) => {
    prunedAt = now;
    for (const [key, entry] of entries) {
      if (entry.lastSeen <= now - ttlMs) {
        entries.delete(key);
      }
    }
  };
  return {
    async touch(beat: Heartbeat, now: number) {
      // A full sweep per heartbeat would be quadratic; once a second bounds the memory.
      if (now - prunedAt >= 1000) {
        prune(now);
      }
      const key = presenceKey(beat);
      entries.set(key, nextEntry(entries.get(key), beat, now));
      if (beat.userId !== null) {
        entries.delete(presenceKey({ visitorId: beat.visitorId, userId: null }));
      }
    },
    async list(now: number) {
      prune(now);
      return [...entries.values()].sort(byLastSeen);
    },
  };
}
