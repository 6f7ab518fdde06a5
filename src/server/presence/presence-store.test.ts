import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { PRESENCE_TTL_MS } from '#core/admin/presence.schema.ts';
import { redisReachable, TEST_REDIS_URL } from '../test/app-process.ts';
import { createMemoryPresenceStore } from './memory-presence.store.ts';
import type { PresenceStore } from './presence.store.ts';
import { createRedisPresenceStore } from './redis-presence.store.ts';

const hasRedis = await redisReachable();
const redis = hasRedis ? new Redis(TEST_REDIS_URL) : undefined;
const prefixes: string[] = [];
afterAll(async () => {
  for (const prefix of prefixes) {
    await redis?.del(`${prefix}presence:entries`, `${prefix}presence:seen`);
  }
  redis?.disconnect();
});

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);
const anon = { visitorId: 'visitor-aaaa', userId: null, email: null };
const misty = { visitorId: 'visitor-bbbb', userId: 7, email: 'misty@example.com' };

const stores: [string, () => PresenceStore][] = [
  ['memory', () => createMemoryPresenceStore(PRESENCE_TTL_MS)],
];
if (redis) {
  stores.push([
    'redis',
    () => {
      const prefix = `cardfolio-test-${randomUUID()}:`;
      prefixes.push(prefix);
      return createRedisPresenceStore(redis, prefix, PRESENCE_TTL_MS);
    },
  ]);
}

describe.each(stores)('%s presence store', (_name, make) => {
  it('keeps since while the page stays, restarts it on a new page', async () => {
    const store = make();
    await store.touch({ ...anon, path: '/shop' }, T0);
    await store.touch({ ...anon, path: '/shop' }, T0 + 30_000);
    let [entry] = await store.list(T0 + 31_000);
    expect(entry).toMatchObject({ path: '/shop', since: T0, lastSeen: T0 + 30_000 });
    await store.touch({ ...anon, path: '/home' }, T0 + 40_000);
    [entry] = await store.list(T0 + 41_000);
    expect(entry).toMatchObject({ path: '/home', since: T0 + 40_000, lastSeen: T0 + 40_000 });
  });

  it('drops a visitor 90 s after their last heartbeat, not before', async () => {
    const store = make();
    await store.touch({ ...anon, path: '/shop' }, T0);
    await store.touch({ ...misty, path: '/home' }, T0 + 10_000);
    expect((await store.list(T0 + 89_999)).map((e) => e.visitorId)).toEqual([
      'visitor-bbbb',
      'visitor-aaaa',
    ]);
    expect((await store.list(T0 + 90_000)).map((e) => e.visitorId)).toEqual(['visitor-bbbb']);
    expect(await store.list(T0 + 100_000)).toEqual([]);
    // Gone for good: a later heartbeat starts a new visit.
    await store.touch({ ...anon, path: '/shop' }, T0 + 200_000);
    const [back] = await store.list(T0 + 200_001);
    expect(back?.since).toBe(T0 + 200_000);
  });

  it('replaces the anonymous entry of a tab that signs in', async () => {
    const store = make();
    await store.touch({ ...anon, path: '/login' }, T0);
    await store.touch({ ...anon, userId: 9, email: 'brock@example.com', path: '/home' }, T0 + 1000);
    const list = await store.list(T0 + 2000);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ userId: 9, email: 'brock@example.com', path: '/home' });
  });
});
