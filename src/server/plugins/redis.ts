import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis client when REDIS_URL is set, else null. */
    redis: Redis | null;
  }
}

/**
 * The client for shared counters. Commands fail fast while Redis is down (no offline queue),
 * and the rate limiter is set to let requests through on errors, so an outage degrades to
 * "no limit" instead of taking the site down.
 */
export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const client = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
  });
  client.on('error', (error) => log.warn({ err: error }, 'redis error'));
  return client;
}

/** Waits (bounded) for the first connection, so the first requests already share counters. */
export async function waitForRedis(client: Redis, log: FastifyBaseLogger, timeoutMs = 3000) {
  if (client.status === 'ready') {
    return;
  }
  const ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!(await ready)) {
    log.warn('redis is not reachable yet; rate limits are not shared until it is');
  }
}
