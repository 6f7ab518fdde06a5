import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { NOTIFY_CHANNEL } from './notify.ts';

type Listener = () => void;

export type NotificationHub = {
  /** Calls `listener` whenever a notification for the user commits, in any process. */
  subscribe: (userId: number, listener: Listener) => () => void;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Waits until no delivery is due and none is running (tests); at most 10 s. */
  idle: () => Promise<void>;
};

type Options = {
  databaseUrl: string;
  log: FastifyBaseLogger;
  /** Runs the due deliveries; called after commits, one run at a time per process. */
  deliver: (() => Promise<unknown>) | undefined;
  /** Whether a delivery is due now (one whose commit this process may not have heard yet). */
  hasDue: () => Promise<boolean>;
};

const RECONNECT_MS = 2000;

/**
 * One LISTEN connection per process on NOTIFY_CHANNEL: the commit of a notification wakes the
 * bell streams of its user open in this process, and this process's delivery run. Every process
 * hears every commit; the deliveries' SKIP LOCKED claims keep them from sending twice.
 */
export function createNotificationHub(options: Options): NotificationHub {
  const listeners = new Map<number, Set<Listener>>();
  let client: pg.Client | undefined;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;

  const runDeliveries = () => {
    if (!options.deliver) {
      return;
    }
    if (running) {
      again = true;
      return;
    }
    const deliver = options.deliver;
    running = (async () => {
      do {
        again = false;
        await deliver().catch((error: unknown) =>
          options.log.error({ err: error }, 'notification deliveries failed'),
        );
      } while (again && !stopped);
      running = undefined;
    })();
  };

  const onNotification = (message: pg.Notification) => {
    for (const listener of listeners.get(Number(message.payload)) ?? []) {
      listener();
    }
    runDeliveries();
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.databaseUrl });
    next.on('notification', onNotification);
    next.on('error', (error) => {
      options.log.warn({ err: error }, 'notification listener lost');
      client = undefined;
      void next.end().catch(() => {});
      if (!stopped) {
        setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
      }
    });
    await next.connect();
    await next.query(`LISTEN ${NOTIFY_CHANNEL}`);
    client = next;
    // Commits missed while disconnected still get delivered.
    runDeliveries();
  };

  return {
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(userId);
        }
      };
    },
    start: connect,
    async stop() {
      stopped = true;
      await running;
      await client?.end().catch(() => {});
    },
    async idle() {
      const deadline = Date.now() + 10_000;
      while (options.deliver && Date.now() < deadline) {
        if (running) {
          await running;
        } else if (await options.hasDue()) {
          await new Promise((resolve) => setTimeout(resolve, 25));
        } else {
          return;
        }
      }
    },
  };
}
