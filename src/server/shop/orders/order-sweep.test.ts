import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobRunner, startJobs } from '../../jobs/job-runner.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';
import { sweepShop } from '../shop-sweep.ts';
import { ADDRESS, insertProduct, query, seedShop, stockOf } from '../test/shop-test-kit.ts';

let t: TestApp;
let jobs: JobRunner;
beforeAll(async () => {
  // Reservations of about a second, swept every second by the pg-boss job (as main.ts runs it).
  t = await createTestApp({
    ORDER_SWEEP_SECONDS: '1',
    ORDER_RESERVATION_MINUTES: '0.02',
    // One buyer takes the whole stock here: the sweep, not the anti-hoarding share, is tested.
    ORDER_MAX_STOCK_SHARE_PERCENT: '100',
  });
  await seedShop(t);
  jobs = await startJobs({
    databaseUrl: t.databaseUrl,
    pool: t.app.pool,
    log: t.app.log,
    catchUpAfterSeconds: 3600,
    pollingIntervalSeconds: 1,
    orderSweep: { everySeconds: 1, run: () => sweepShop(t.app) },
  });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('the reservation sweep job', () => {
  it('releases the stock of an abandoned order without any request', async () => {
    const buyer = await createTestUser(t.app);
    const id = await insertProduct(t, { stock: 3 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: buyer.headers,
      payload: { items: [{ id, quantity: 3 }], shippingAddress: ADDRESS },
    });
    expect(res.statusCode).toBe(201);
    expect(await stockOf(t, id)).toBe(0);
    const deadline = Date.now() + 20_000;
    while ((await stockOf(t, id)) !== 3 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(await stockOf(t, id)).toBe(3);
    const [row] = await query(t, 'SELECT status FROM orders WHERE id = $1', [res.json().order.id]);
    expect(row).toEqual({ status: 'expired' });
    const [jobsRun] = await query(
      t,
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'order-sweep' AND state = 'completed'",
    );
    expect((jobsRun as { n: number }).n).toBeGreaterThan(0);
  });
});
