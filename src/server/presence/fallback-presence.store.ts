import type { FastifyBaseLogger } from 'fastify';
import type { PresenceStore } from './presence.store.ts';

/**
 * The shared store (Redis), falling back to this process's memory while it fails: a Redis
 * outage must not turn heartbeats into 500s (issue 14). Visitors seen during the outage are
 * listed by the process that got their heartbeats; once Redis answers again it is used alone.
 */
export function withFallbackStore(
  shared: PresenceStore,
  local: PresenceStore,
  log: FastifyBaseLogger,
): PresenceStore {
  let failing = false;
  async function attempt<T>(run: (store: PresenceStore) => Promise<T>): Promise<T> {
    try {
      const result = await run(shared);
      if (failing) {
        failing = false;
        log.info('presence: redis answers again, back to the shared store');
      }
      return result;
    } catch (error) {
      if (!failing) {
        failing = true;
        log.warn({ err: error }, 'presence: redis failed, keeping heartbeats in this process');
      }
      return run(local);
    }
  }
  return {
    touch: (beat, now) => attempt((store) => store.touch(beat, now)),
    list: (now) => attempt((store) => store.list(now)),
  };
}
