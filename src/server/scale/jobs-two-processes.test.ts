import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toUtcDate } from '#core/prices/price-dates.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, insertPrices } from '../collection/collection-test-kit.ts';
import { DAILY_PORTFOLIO_QUEUE } from '../jobs/daily-portfolio.job.ts';
import { ORDER_SWEEP_QUEUE } from '../jobs/order-sweep.job.ts';
import { ADDRESS, insertProduct, seedShop, stockOf } from '../shop/test/shop-test-kit.ts';
import { type AppProcess, startTwoAppProcesses, stopAppProcesses } from '../test/app-process.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';

// Issue 14: two real app processes (main.ts, jobs on) on one database run the daily job once
// for the day, not once per process. Both see today's snapshots missing at start and queue a
// catch-up right away; the queue admits one. The reservation sweep runs once per interval.
const SWEEP_SECONDS = 2;

let t: TestApp;
let first: AppProcess | undefined;
let second: AppProcess | undefined;

beforeAll(async () => {
  // This in-test app runs no jobs and sweeps only before an order: the processes sweep.
  t = await createCatalogTestApp({ overrides: { ORDER_SWEEP_SECONDS: '0' } });
  await seedShop(t);
  await insertPrices(t, [{ productId: 'base1-4', date: '2025-01-01', market: 2_500 }]);
  await addItem(t, await createTestUser(t.app), { product_id: 'base1-4' });
  [first, second] = await startTwoAppProcesses({
    DATABASE_URL: t.databaseUrl,
    JOBS_ENABLED: 'true',
    DAILY_JOB_CATCH_UP_SECONDS: '0',
    ORDER_SWEEP_SECONDS: String(SWEEP_SECONDS),
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
      [toUtcDate(new Date())],
    );
    expect(rows).toEqual([{ value: 2_500 }]);
  }, 120_000);
});

describe('the reservation sweep under two app processes', () => {
  it('releases a lapsed reservation, sweeping once per interval and not once per process', async () => {
    const product = await insertProduct(t, { stock: 5 });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: (await createTestUser(t.app)).headers,
      payload: { items: [{ id: product, quantity: 2 }], shippingAddress: ADDRESS },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().order.id;
    expect(await stockOf(t, product)).toBe(3);
    await t.app.pool.query(
      "UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [orderId],
    );
    const windowStart = new Date();
    const windowMs = 10_000;
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    expect(await stockOf(t, product)).toBe(5);
    const { rows } = await t.app.pool.query<{ status: string }>(
      'SELECT status FROM orders WHERE id = $1',
      [orderId],
    );
    expect(rows[0]?.status).toBe('expired');
    const jobs = await t.app.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND created_on >= $2',
      [ORDER_SWEEP_QUEUE, windowStart],
    );
    // Each process offers one every 2 s (about 10 in 10 s together); one slot admits one.
    const slots = Math.ceil(windowMs / 1000 / SWEEP_SECONDS) + 1;
    expect(jobs.rows[0]?.n).toBeGreaterThanOrEqual(2);
    expect(jobs.rows[0]?.n).toBeLessThanOrEqual(slots);
  }, 60_000);
});
