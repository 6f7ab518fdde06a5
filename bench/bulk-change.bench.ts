// Bulk change budget (issue 32): one user with 10,000 items; PATCH /api/iOSUserCards/bulk on
// 5,000 of them (the limit): a condition change, a printing change checked per item, a move, by
// filter, a duplicate and a delete. Fastify server time and app.inject round trip, p50/p95,
// with the 1-minute load average (on a shared machine the numbers move with it).
// npm run bench:bulk (DATABASE_URL=... to use a running PostgreSQL).

import os from 'node:os';
import type pg from 'pg';
import { MAX_BULK_CHANGE_ITEMS } from '#core/collection/bulk-change.schema.ts';
import { importFixtureCatalog } from '#server/catalog/test-fixtures/fixture-catalog.ts';
import { createShopUser } from '#server/test/shop-users.ts';
import {
  type BenchApp,
  type TimingOptions,
  timeInject,
  withBenchApp,
} from './support/bench-app.ts';
import { addRandomCollection } from './support/random-collection.ts';
import { percentile } from './support/stats.ts';

const ITEMS = 10_000;
const RUNS = 10;

async function addCollection(pool: pg.Pool, userId: number): Promise<number[]> {
  await pool.query(`INSERT INTO binders (user_id, name) VALUES ($1, 'Bench binder')`, [userId]);
  return addRandomCollection(pool, userId, ITEMS);
}

async function measure(
  bench: BenchApp,
  headers: Record<string, string>,
  label: string,
  body: () => object,
  timing: TimingOptions = {},
) {
  const { server, roundTrip } = await timeInject(
    bench,
    () => ({ method: 'PATCH', url: '/api/iOSUserCards/bulk', headers, payload: body() }),
    { runs: RUNS, warmUps: 2, ...timing },
  );
  console.log(
    `  ${label.padEnd(40)} server p50 ${percentile(server, 50).toFixed(0).padStart(5)} ms, ` +
      `p95 ${percentile(server, 95).toFixed(0).padStart(5)} ms | round trip p50 ` +
      `${percentile(roundTrip, 50).toFixed(0).padStart(5)} ms | load ${os.loadavg()[0]?.toFixed(2)}`,
  );
}

async function main() {
  await withBenchApp({ prepare: (pool) => importFixtureCatalog(pool) }, async (bench) => {
    const { app, pool } = bench;
    const user = await createShopUser(app);
    const all = await addCollection(pool, user.id);
    const ids = all.slice(0, MAX_BULK_CHANGE_ITEMS);
    const binder = (await pool.query('SELECT id FROM binders WHERE user_id = $1', [user.id]))
      .rows[0]?.id as number;
    console.log(`\n${ITEMS} items, ${ids.length} per call, ${RUNS} runs after 2 warm-ups:`);
    const headers = user.headers as Record<string, string>;
    let turn = 0;
    const condition = () => (turn++ % 2 === 0 ? 'LP' : 'NM');
    await measure(bench, headers, 'condition, 5,000 ids', () => ({
      ids,
      action: 'update',
      changes: { condition: condition() },
    }));
    await measure(bench, headers, 'printing (checked per item), 5,000 ids', () => ({
      ids,
      action: 'update',
      changes: { variant: turn++ % 2 === 0 ? 'holo' : 'normal' },
    }));
    await measure(bench, headers, 'binder, 5,000 ids', () => ({
      ids,
      action: 'update',
      changes: { binder_id: turn++ % 2 === 0 ? binder : null },
    }));
    await measure(bench, headers, 'condition, filter (query "pika")', () => ({
      filter: { query: 'pika' },
      action: 'update',
      changes: { condition: condition() },
    }));
    const copies: number[] = [];
    await measure(
      bench,
      headers,
      'duplicate, 1,000 ids',
      () => ({ ids: ids.slice(0, 1000), action: 'duplicate' }),
      { runs: 3, warmUps: 0 },
    );
    const { rows } = await pool.query<{ id: number }>(
      'SELECT id FROM user_products WHERE user_id = $1 AND id > $2 ORDER BY id',
      [user.id, all.at(-1)],
    );
    copies.push(...rows.map((row) => row.id));
    await measure(
      bench,
      headers,
      'delete, 1,000 ids',
      () => ({ ids: copies.splice(0, 1000), action: 'delete' }),
      { runs: 3, warmUps: 0 },
    );
  });
}

await main();
