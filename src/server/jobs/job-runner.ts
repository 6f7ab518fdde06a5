import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import { toUtcDate } from '#core/prices/price-dates.ts';
import type { DailyPriceOptions } from '../prices/sources/daily-price-sources.ts';
import {
  DAILY_PORTFOLIO_CRON,
  DAILY_PORTFOLIO_QUEUE,
  runDailyPortfolio,
} from './daily-portfolio.job.ts';
import { type DatabaseBackup, startDatabaseBackups } from './database-backup.job.ts';
import {
  NOTIFICATION_SWEEP_QUEUE,
  type OrderSweep,
  type PeriodicSweep,
  startOrderSweep,
  startPeriodicSweep,
} from './order-sweep.job.ts';
import { hasSnapshotsFor } from './portfolio-snapshots.ts';
import { startTrashPurge } from './trash-purge.job.ts';

export type JobRunner = { stop: () => Promise<void> };

type Options = {
  databaseUrl: string;
  pool: pg.Pool;
  log: FastifyBaseLogger;
  /** Delay of the catch-up run when today's snapshots are missing at start. */
  catchUpAfterSeconds?: number;
  /** How often an idle worker looks for the job (pg-boss polls). */
  pollingIntervalSeconds?: number;
  /** Price sources and rates the daily job runs before the snapshot. */
  prices?: DailyPriceOptions;
  /** The shop's reservation sweep, run as a job (see order-sweep.job.ts). */
  orderSweep?: OrderSweep;
  /** The scheduled database backup and its retention (see database-backup.job.ts). */
  backup?: DatabaseBackup;
  /** Delivers due notification mails and pushes (retries; decision 077). */
  notificationSweep?: PeriodicSweep;
};

/**
 * Starts pg-boss (its own `pgboss` schema) with the daily portfolio job, the order sweep and
 * the database backup when scheduled. Safe with several app
 * processes: the cron fires once per slot across them, the 'stately' queue holds at most one
 * queued and one running job, and the snapshot upsert writes one row per user, binder and day.
 */
export async function startJobs(options: Options): Promise<JobRunner> {
  const { pool, log } = options;
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: 2,
    application_name: 'cardfolio-jobs',
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(DAILY_PORTFOLIO_QUEUE, {
    name: DAILY_PORTFOLIO_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 300,
    expireInSeconds: 30 * 60,
  });
  await boss.schedule(DAILY_PORTFOLIO_QUEUE, DAILY_PORTFOLIO_CRON, {}, { tz: 'UTC' });
  await boss.work(
    DAILY_PORTFOLIO_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 10 },
    async () => {
      await runDailyPortfolio(pool, log, new Date(), options.prices);
    },
  );
  await startTrashPurge(boss, pool, log, options.pollingIntervalSeconds);
  const stopSweep = options.orderSweep ? await startOrderSweep(boss, options.orderSweep) : () => {};
  if (options.backup) {
    await startDatabaseBackups(boss, options.backup, log, options.pollingIntervalSeconds);
  }
  const stopNotifications = options.notificationSweep
    ? await startPeriodicSweep(boss, NOTIFICATION_SWEEP_QUEUE, options.notificationSweep)
    : () => {};
  const today = toUtcDate(new Date());
  if (!(await hasSnapshotsFor(pool, today))) {
    // One catch-up per half UTC day however many processes start: two starting together both
    // see the snapshots missing, and the stately queue alone admits a queued job beside an
    // active one (it ran twice). 12 h is the longest slot pg-boss allows (its archive delay);
    // after the run, hasSnapshotsFor stops later starts anyway.
    const id = await boss.send(
      DAILY_PORTFOLIO_QUEUE,
      {},
      {
        startAfter: options.catchUpAfterSeconds ?? 30,
        singletonKey: 'catch-up',
        singletonSeconds: 43_200,
      },
    );
    log.info({ day: today, queued: id !== null }, 'portfolio snapshots missing: catch-up queued');
  }
  log.info({ queue: DAILY_PORTFOLIO_QUEUE, cron: DAILY_PORTFOLIO_CRON }, 'jobs started');
  return {
    stop: () => {
      stopSweep();
      stopNotifications();
      return boss.stop({ graceful: true, timeout: 10_000, wait: true });
    },
  };
}
