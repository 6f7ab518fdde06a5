import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToday } from '../collection/collection-params.ts';
import {
  addItem,
  createCollectionTestApp,
  insertPrices,
} from '../collection/collection-test-kit.ts';
import { DAILY_PORTFOLIO_QUEUE } from '../jobs/daily-portfolio.job.ts';
import { type AppProcess, startTwoAppProcesses, stopAppProcesses } from '../test/app-process.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';

// Issue 14: two real app processes (main.ts, jobs on) on one database run the daily job once
// for the day, not once per process. Both see today's snapshots missing at start and queue a
// catch-up right away; the queue admits one.

let t: TestApp;
let first: AppProcess | undefined;
let second: AppProcess | undefined;

beforeAll(async () => {
  t = await createCollectionTestApp();
  await insertPrices(t, [{ productId: 'base1-4', date: '2025-01-01', market: 2_500 }]);
  await addItem(t, await createTestUser(t.app), { product_id: 'base1-4' });
  [first, second] = await startTwoAppProcesses({
    DATABASE_URL: t.databaseUrl,
    JOBS_ENABLED: 'true',
    DAILY_JOB_CATCH_UP_SECONDS: '0',
  });
}, 120_000);

afterAll(async () => {
  await stopAppProcesses([first, second]);
  await t?.close();
});

async function dailyJobs(): Promise<string[]> {
  const { rows } = await t.app.pool.query<{ state: string }>(
    'SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on',
    [DAILY_PORTFOLIO_QUEUE],
  );
  return rows.map((row) => row.state);
}

describe('the daily job under two app processes', () => {
  it("runs once and records today's snapshot once", async () => {
    const deadline = Date.now() + 60_000;
    while (!(await dailyJobs()).includes('completed') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Time for a second run, had either process queued one.
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(await dailyJobs()).toEqual(['completed']);
    const { rows } = await t.app.pool.query(
      'SELECT value_cents::float8 AS value FROM portfolio_snapshots WHERE snapshot_date = $1',
      [utcToday()],
    );
    expect(rows).toEqual([{ value: 2_500 }]);
  }, 120_000);
});
