import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

export type UserSlots = {
  /** Runs `task` in one of the user's slots, or `refuse` when all of them are taken. */
  run<T>(userId: number, task: () => Promise<T>, refuse: () => T): Promise<T>;
};

/**
 * Per-user concurrency slots (in-process): at most `limit` calls of one user run at once, so one
 * account cannot fill a shared queue (the scan workers) that every user waits in.
 */
export function createUserSlots(limit: number): UserSlots {
  const inUse = new Map<number, number>();
  return {
    async run(userId, task, refuse) {
      const used = inUse.get(userId) ?? 0;
      if (used >= limit) {
        return refuse();
      }
      inUse.set(userId, used + 1);
      try {
        return await task();
      } finally {
        const left = (inUse.get(userId) ?? 1) - 1;
        if (left <= 0) {
          inUse.delete(userId);
        } else {
          inUse.set(userId, left);
        }
      }
    },
  };
}

// Takes a slot when one is free; the key expires `holdMs` after the last take, so slots held by
// a process that died are given back.
const TAKE_SLOT = `
local used = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if used > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return 0
end
return 1`;
const GIVE_BACK = `
if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
return 1`;

type SharedSlotsOptions = {
  redis: Redis;
  /** Key prefix, e.g. `${REDIS_KEY_PREFIX}scan-slots:`. */
  keyPrefix: string;
  /** Longer than any task can take (a crashed process's slots come back after it). */
  holdMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * The same slots counted in Redis, across every app process. While Redis fails, each process
 * falls back to its own slots (the limit then holds per process, as without Redis).
 */
export function createSharedUserSlots(limit: number, options: SharedSlotsOptions): UserSlots {
  const local = createUserSlots(limit);
  const { redis, keyPrefix, holdMs, log } = options;
  return {
    async run(userId, task, refuse) {
      const key = `${keyPrefix}${userId}`;
      let taken: boolean;
      try {
        taken = (await redis.eval(TAKE_SLOT, 1, key, limit, holdMs)) === 1;
      } catch (error) {
        log.warn({ err: error }, 'user slots: redis failed, counting in this process');
        return local.run(userId, task, refuse);
      }
      if (!taken) {
        return refuse();
      }
      try {
        return await task();
      } finally {
        await redis.eval(GIVE_BACK, 1, key).catch((error: unknown) => {
          log.warn({ err: error }, 'user slots: could not give a slot back (it expires)');
        });
      }
    },
  };
}

/** Shared slots when the app has Redis (REDIS_URL), else per process (decision 021). */
export function userSlotsFor(
  app: FastifyInstance,
  name: string,
  limit: number,
  holdMs: number,
): UserSlots {
  if (!app.redis) {
    return createUserSlots(limit);
  }
  return createSharedUserSlots(limit, {
    redis: app.redis,
    keyPrefix: `${app.config.REDIS_KEY_PREFIX}${name}-slots:`,
    holdMs,
    log: app.log,
  });
}
