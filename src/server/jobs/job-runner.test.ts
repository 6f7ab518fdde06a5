import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUtcDate } from '#core/prices/price-dates.ts';
import {
  addItem,
  createCollectionTestApp,
  insertPrices,
} from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';
import { DAILY_PORTFOLIO_CRON, DAILY_PORTFOLIO_QUEUE } from './daily-portfolio.job.ts';
import { type JobRunner, startJobs } from './job-runner.ts';
import { TRASH_PURGE_CRON, TRASH_PURGE_QUEUE } from './trash-purge.job.ts';

let t: TestApp;
const runners: JobRunner[] = [];

beforeAll(async () => {
  t = await createCollectionTestApp();
  await insertPrices(t, [{ productId: 'base1-4', date: '2025-01-01', market: 1_234 }]);
  const user = await createTestUser(t.app);
  await addItem(t, user, { product_id: 'base1-4' });
});
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  await t.close();
});

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('startJobs', () => {
  it("schedules the daily job and, in two app processes, catches up today's snapshots once", async () => {
    const options = {
      databaseUrl: t.databaseUrl,
      pool: t.app.pool,
      log: t.app.log,
      catchUpAfterSeconds: 0,
      pollingIntervalSeconds: 0.5,
    };
    runners.push(await startJobs(options), await startJobs(options));
    const rows = await waitFor(
      async () =>
        (
          await t.app.pool.query(
            'SELECT value_cents::float8 AS value FROM portfolio_snapshots WHERE snapshot_date = $1',
            [toUtcDate(new Date())],
          )
        ).rows,
      (found) => found.length > 0,
    );
    expect(rows).toEqual([{ value: 1_234 }]);
    const schedules = await t.app.pool.query(
      'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name',
    );
    expect(schedules.rows).toEqual([
      { name: DAILY_PORTFOLIO_QUEUE, cron: DAILY_PORTFOLIO_CRON, timezone: 'UTC' },
      // The trash purge (ADR 074): entries older than 30 days, daily.
      { name: TRASH_PURGE_QUEUE, cron: TRASH_PURGE_CRON, timezone: 'UTC' },
    ]);
  });

  it('runs the order sweep about once per interval across two app processes', async () => {
    let sweeps = 0;
    const options = {
      databaseUrl: t.databaseUrl,
      pool: t.app.pool,
      log: t.app.log,
      catchUpAfterSeconds: 3600,
      pollingIntervalSeconds: 0.5,
      orderSweep: {
        everySeconds: 2,
        run: async () => {
          sweeps++;
        },
      },
    };
    const started = Date.now();
    runners.push(await startJobs(options), await startJobs(options));
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    const slots = Math.ceil((Date.now() - started) / 2000) + 1;
    // Each process offers a sweep every 2 s; one interval slot admits one job, so two processes
    // sweep no more often than one would (about 5 times in 9 s, not 10).
    expect(sweeps).toBeGreaterThanOrEqual(2);
    expect(sweeps).toBeLessThanOrEqual(slots);
  });
});
