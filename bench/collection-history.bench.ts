// Collection history budget (issue 34, ADR 074): what recording history costs an edit, and how
// long the undo of a 500-item import takes. Edits are PUT /api/iOSUserCards/{id} on a
// 2,000-item collection, with the history triggers on and then off (ALTER TABLE ... DISABLE
// TRIGGER, the same write without its history); p50/p95 of Fastify's server time, with the
// 1-minute load average (on a shared machine the numbers move with it).
// npm run bench:collection-history (DATABASE_URL=... to use a running PostgreSQL).

import os from 'node:os';
import type pg from 'pg';
import { importFixtureCatalog } from '#server/catalog/test-fixtures/fixture-catalog.ts';
import { createShopUser } from '#server/test/shop-users.ts';
import { type BenchApp, timeInject, withBenchApp } from './support/bench-app.ts';
import { addRandomCollection } from './support/random-collection.ts';
import { percentile } from './support/stats.ts';

const ITEMS = 2_000;
const EDITS = 200;
const IMPORT_SIZE = 500;
const IMPORTS = 5;
const HISTORY_TRIGGERS = [
  'user_products_history_insert',
  'user_products_history_update',
  'user_products_history_delete',
];

async function setHistory(pool: pg.Pool, on: boolean) {
  for (const trigger of HISTORY_TRIGGERS) {
    await pool.query(`ALTER TABLE user_products ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${trigger}`);
  }
}

const line = (label: string, values: number[]) =>
  `  ${label.padEnd(34)} p50 ${percentile(values, 50).toFixed(1).padStart(6)} ms, p95 ${percentile(values, 95).toFixed(1).padStart(6)} ms | load ${os.loadavg()[0]?.toFixed(2)}`;

async function timeEdits(bench: BenchApp, headers: Record<string, string>, ids: number[]) {
  let turn = 0;
  const { server } = await timeInject(
    bench,
    () => {
      turn++;
      return {
        method: 'PUT',
        url: `/api/iOSUserCards/${ids[turn % ids.length]}`,
        headers,
        payload: { quantity: (turn % 7) + 1, condition: turn % 2 ? 'LP' : 'NM' },
      };
    },
    { runs: EDITS, warmUps: 20 },
  );
  return server;
}

async function timeImportAndUndo(bench: BenchApp, headers: Record<string, string>) {
  const imports: number[] = [];
  const undos: number[] = [];
  for (let run = 0; run < IMPORTS; run++) {
    const products = Array.from({ length: IMPORT_SIZE }, (_, i) => ({
      product_id: i % 2 ? 'base1-2' : 'base1-4',
      quantity: (i % 3) + 1,
    }));
    let t0 = performance.now();
    const res = await bench.app.inject({
      method: 'POST',
      url: '/api/iOSUserCards/bulk',
      headers: {
        ...headers,
        'x-change-origin': 'csv_import',
        'x-change-origin-detail': 'bench.csv',
      },
      payload: { products },
    });
    imports.push(bench.lastServerMs());
    if (res.statusCode !== 201) {
      throw new Error(`import: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    t0 = performance.now();
    const undo = await bench.app.inject({
      method: 'POST',
      url: `/api/collection/batches/${res.headers['x-change-batch']}/undo`,
      headers,
      payload: {},
    });
    const roundTrip = performance.now() - t0;
    if (undo.statusCode !== 200) {
      throw new Error(`undo: ${undo.statusCode} ${undo.body.slice(0, 200)}`);
    }
    undos.push(Math.max(bench.lastServerMs(), 0) || roundTrip);
  }
  return { imports: imports.sort((a, b) => a - b), undos: undos.sort((a, b) => a - b) };
}

async function main() {
  await withBenchApp({ prepare: (pool) => importFixtureCatalog(pool) }, async (bench) => {
    const user = await createShopUser(bench.app);
    const ids = await addRandomCollection(bench.pool, user.id, ITEMS);
    const headers = user.headers as Record<string, string>;
    console.log(`\n${ITEMS} items; ${EDITS} edits (PUT, two fields) after 20 warm-ups:`);
    const withHistory = await timeEdits(bench, headers, ids);
    await setHistory(bench.pool, false);
    const without = await timeEdits(bench, headers, ids);
    await setHistory(bench.pool, true);
    const again = await timeEdits(bench, headers, ids);
    console.log(line('edit, with history', withHistory));
    console.log(line('edit, history triggers off', without));
    console.log(line('edit, with history (again)', again));
    const overhead =
      percentile(
        [...withHistory, ...again].sort((a, b) => a - b),
        95,
      ) - percentile(without, 95);
    console.log(`  p95 overhead of history per edit: ${overhead.toFixed(1)} ms`);

    console.log(`\n${IMPORTS} imports of ${IMPORT_SIZE} items (POST /bulk), each undone as one:`);
    const { imports, undos } = await timeImportAndUndo(bench, headers);
    console.log(line(`import of ${IMPORT_SIZE}`, imports));
    console.log(line(`undo of the ${IMPORT_SIZE}-item import`, undos));
  });
}

await main();
