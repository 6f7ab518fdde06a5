import type PgBoss from 'pg-boss';

export const ORDER_SWEEP_QUEUE = 'order-sweep';

export type OrderSweep = {
  /** Seconds between sweeps across all app processes (0: no periodic sweep). */
  everySeconds: number;
  /** Expires lapsed reservations and ends lapsed memberships. */
  run: () => Promise<void>;
};

/**
 * The reservation sweep as a pg-boss job: every process offers a job each interval, but the
 * singleton slot (key + seconds) lets only one per interval into the queue, and one worker of
 * any process runs it. So two processes sweep as often as one, and a process that dies mid-sweep
 * leaves its job to be retried by another.
 */
export async function startOrderSweep(boss: PgBoss, sweep: OrderSweep): Promise<() => void> {
  if (sweep.everySeconds <= 0) {
    return () => {};
  }
  await boss.createQueue(ORDER_SWEEP_QUEUE, {
    name: ORDER_SWEEP_QUEUE,
    policy: 'standard',
    retryLimit: 2,
    expireInSeconds: 5 * 60,
  });
  await boss.work(
    ORDER_SWEEP_QUEUE,
    { pollingIntervalSeconds: Math.max(0.5, Math.min(sweep.everySeconds, 10)) },
    async () => {
      await sweep.run();
    },
  );
  const offer = () =>
    boss
      .send(
        ORDER_SWEEP_QUEUE,
        {},
        { singletonKey: 'sweep', singletonSeconds: sweep.everySeconds, retentionSeconds: 3600 },
      )
      .catch(() => null);
  void offer();
  const timer = setInterval(offer, sweep.everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
