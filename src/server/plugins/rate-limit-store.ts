import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read?(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): Store;
};
type StoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  ...rest: unknown[]
) => Store;
type StoreParams = { continueExceeding?: boolean; exponentialBackoff?: boolean };

// The library's own stores; the fallback wraps them rather than counting anew.
const require = createRequire(import.meta.url);
const RedisStore: StoreClass = require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: StoreClass = require('@fastify/rate-limit/store/LocalStore.js');

/** Counts in Redis, and in this process while Redis answers with an error. */
class FallbackStore implements Store {
  constructor(
    private readonly shared: Store,
    private readonly local: Store,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.shared.incr(
      key,
      (error, result) =>
        error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result),
      timeWindow,
      max,
    );
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    const readLocal = () => this.local.read?.(key, callback, timeWindow, max);
    if (!this.shared.read) {
      readLocal();
      return;
    }
    this.shared.read(
      key,
      (error, result) => (error ? readLocal() : callback(null, result)),
      timeWindow,
      max,
    );
  }

  child(routeOptions: unknown): Store {
    return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
  }
}

/**
 * The `store` option for @fastify/rate-limit: shared counters in Redis, falling back to
 * per-process counters while Redis is down, so an outage loosens the limits (each process
 * counts alone) instead of lifting them (security round 3, item 5).
 */
export function sharedWithLocalFallback(redis: Redis, nameSpace: string) {
  return class extends FallbackStore {
    constructor(params: StoreParams) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  };
}
