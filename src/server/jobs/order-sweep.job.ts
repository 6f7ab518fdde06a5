import type PgBoss from 'pg-boss';

export const ORDER_SWEEP_QUEUE = 'order-sweep';
export const NOTIFICATION_SWEEP_QUEUE = 'notification-sweep';

export type PeriodicSweep = {
  /** Seconds between sweeps across all app processes (0: no periodic sweep). */
  everySeconds: number;
  /** The work: expiring reservations, delivering due notifications, ... */
  run: () => Promise<unknown>;
};

/** Expires lapsed reservations and ends lapsed memberships. */
export type OrderSweep = PeriodicSweep;

/**
 * The reservation sweep as a pg-boss job: every process offers a job each interval, but the
 * singleton slot (key + seconds) lets only one per interval into the queue, and one worker of
 * any process runs it. So two processes sweep as often as one, and a process that dies mid-sweep
 * leaves its job to be retried by another.
 */
export function startOrderSweep(boss: PgBoss, sweep: OrderSweep): Promise<() => void> {
  return startPeriodicSweep(boss, ORDER_SWEEP_QUEUE, sweep);
}

/** The same for any sweep: one run per interval across every process, retried elsewhere. */
export async function startPeriodicSweep(
  boss: PgBoss,
  queue: string,
  sweep: PeriodicSweep,
): Promise<() => void> {
  if (sweep.everySeconds <= 0) {
    return () => {};
  }
  await boss.createQueue(queue, {
    name: queue,
    policy: 'standard',
    retryLimit: 2,
    expireInSeconds: 5 * 60,
  });
  await boss.work(
    queue,
    { pollingIntervalSeconds: Math.max(0.5, Math.min(sweep.everySeconds, 10)) },
    async () => {
      await sweep.run();
    },
  );
  const offer = () =>
    boss
      .send(
        queue,
        {},
        { singletonKey: 'sweep', singletonSeconds: sweep.everySeconds, retentionSeconds: 3600 },
      )
      .catch(() => null);
  void offer();
  const timer = setInterval(offer, sweep.everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
