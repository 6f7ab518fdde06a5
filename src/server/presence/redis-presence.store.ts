import type { Redis } from 'ioredis';
import {
  byLastSeen,
  type Heartbeat,
  nextEntry,
  type PresenceEntry,
  type PresenceStore,
  presenceKey,
} from './presence.store.ts';

function parse(value: string | null): PresenceEntry | undefined {
  if (!value) {
    return undefined;
  }
  try {
    return JSON.parse(value) as PresenceEntry;
  } catch {
    return undefined;
  }
}

/**
 * Presence shared by every app process: a hash of entries plus a sorted set of last-seen times,
 * so that expired visitors are found and removed in one range query.
 */
export function createRedisPresenceStore(
  redis: Redis,
  keyPrefix: string,
  ttlMs: number,
): PresenceStore {
  const entriesKey = `${keyPrefix}presence:entries`;
  const seenKey = `${keyPrefix}presence:seen`;

  async function prune(now: number) {
    const stale = await redis.zrangebyscore(seenKey, '-inf', now - ttlMs);
    if (stale.length > 0) {
      await redis
        .multi()
        .hdel(entriesKey, ...stale)
        .zrem(seenKey, ...stale)
        .exec();
    }
  }

  return {
    async touch(beat: Heartbeat, now: number) {
      const key = presenceKey(beat);
      const entry = nextEntry(parse(await redis.hget(entriesKey, key)), beat, now);
      const tx = redis.multi().hset(entriesKey, key, JSON.stringify(entry)).zadd(seenKey, now, key);
      if (beat.userId !== null) {
        const anonymous = presenceKey({ visitorId: beat.visitorId, userId: null });
        tx.hdel(entriesKey, anonymous).zrem(seenKey, anonymous);
      }
      await tx.exec();
    },
    async list(now: number) {
      await prune(now);
      const keys = await redis.zrangebyscore(seenKey, `(${now - ttlMs}`, '+inf');
      if (keys.length === 0) {
        return [];
      }
      const values = await redis.hmget(entriesKey, ...keys);
      return values
        .map(parse)
        .filter((entry): entry is PresenceEntry => entry !== undefined)
        .sort(byLastSeen);
    },
  };
}
