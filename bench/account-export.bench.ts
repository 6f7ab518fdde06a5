// Account export and restore (issue 34): one user with 10,000 and then 50,000 items (every
// field set, half of them in binder pockets, the rest in boxes), 50 binders, 20 decks, 100
// grading results with two 60 KB photos each and a year of value history. Over real HTTP (the
// app listening, fetch streaming the ZIP to disk): GET /api/account/export, POST
// /api/account/import into a new account (new-account), then into the same account (restore).
// Prints each time, the ZIP size and the memory of each step (peak RSS, and the live JS heap with
// buffers after a full GC every 250 ms; server and client share the process), with the 1-minute
// load average.
// npm run bench:account-export (DATABASE_URL=... to use a running PostgreSQL).
import { randomBytes } from 'node:crypto';
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { importFixtureCatalog } from '#server/catalog/test-fixtures/fixture-catalog.ts';
import { createShopUser, type TestUser } from '#server/test/shop-users.ts';
import { withBenchApp } from './support/bench-app.ts';
import { loadAverage } from './support/stats.ts';

const SIZES = [10_000, 50_000];
const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

type Memory = { rss: number; heap: number };
type Measured = { ms: number; start: Memory; peak: Memory };

const gc = (globalThis as { gc?: () => void }).gc;
const heapNow = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.arrayBuffers;
};

/**
 * Runs `step` after a full GC (node runs with --expose-gc, as the npm script does), with
 * memory sampled meanwhile: the highest RSS, and the live JS heap with buffers measured right
 * after a full GC every 250 ms (what is really held, not garbage V8 has not collected yet; the
 * GCs add a little to the step's time).
 */
async function measured<T>(step: () => Promise<T>) {
  gc?.();
  const start: Memory = { rss: process.memoryUsage().rss, heap: heapNow() };
  const peak = { ...start };
  const sampleRss = setInterval(() => {
    peak.rss = Math.max(peak.rss, process.memoryUsage().rss);
  }, 10);
  const sampleLive = setInterval(() => {
    gc?.();
    peak.heap = Math.max(peak.heap, heapNow());
  }, 250);
  const t0 = performance.now();
  try {
    const result = await step();
    return { result, ms: performance.now() - t0, start, peak };
  } finally {
    clearInterval(sampleRss);
    clearInterval(sampleLive);
  }
}

async function fillAccount(pool: pg.Pool, userId: number, items: number) {
  const q = (text: string, params: unknown[] = []) => pool.query(text, params);
  await q(
    `INSERT INTO binders (user_id, name, pocket_layout)
     SELECT $1, 'Binder ' || n, (ARRAY['3x3', '2x2', '4x3'])[1 + n % 3] FROM generate_series(1, 50) n`,
    [userId],
  );
  // Even items sit in pockets (binder (n/2) % 50, its k-th item on page 1 + k/4, pocket
  // 1 + k%4: never two in one pocket), odd ones in boxes.
  await q(
    `WITH c AS (SELECT array_agg(id ORDER BY id) AS ids,
         array_agg(product_type ORDER BY id) AS types FROM catalog_products),
       b AS (SELECT array_agg(id ORDER BY id) AS ids FROM binders WHERE user_id = $1)
     INSERT INTO user_products (user_id, product_id, product_type, variant, api_id, wishlist,
       quantity, condition, graded, grade_score, grading_company, purchase_price_cents,
       purchased_on, notes, binder_id, binder_page, binder_pocket, box_name, box_row, for_trade,
       copy_language, created_at, updated_at)
     SELECT $1, c.ids[1 + n % cardinality(c.ids)], c.types[1 + n % cardinality(c.ids)], 'normal',
       CASE WHEN n % 7 = 0 THEN 'graded-key-' || n END,
       n % 10 = 0, 1 + n % 5, (ARRAY['NM', 'LP', 'MP', 'HP', 'DMG'])[1 + n % 5], n % 4 = 0,
       CASE WHEN n % 4 = 0 THEN 8.5 END, CASE WHEN n % 4 = 0 THEN 'PSA' END, n % 9000,
       DATE '2020-01-01' + n % 1500, 'Bench note ' || n,
       CASE WHEN n % 2 = 0 THEN b.ids[1 + (n / 2) % 50] END,
       CASE WHEN n % 2 = 0 THEN 1 + (n / 100) / 4 END,
       CASE WHEN n % 2 = 0 THEN 1 + (n / 100) % 4 END,
       CASE WHEN n % 2 = 1 THEN 'Box ' || n % 20 END, CASE WHEN n % 2 = 1 THEN 1 + n % 999 END,
       n % 3 = 0, CASE WHEN n % 6 = 0 THEN 'FR' END,
       now() - n * interval '1 minute', now() - n * interval '30 seconds'
     FROM generate_series(0, $2 - 1) n, c, b`,
    [userId, items],
  );
  await q(
    `INSERT INTO decks (user_id, name, format) SELECT $1, 'Deck ' || n, 'standard'
     FROM generate_series(1, 20) n`,
    [userId],
  );
  await q(
    `INSERT INTO deck_cards (deck_id, product_id, count)
     SELECT d.id, p.id, 2 FROM decks d, (SELECT id FROM catalog_products LIMIT 10) p
     WHERE d.user_id = $1`,
    [userId],
  );
  const photo = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(60_000)]);
  const face = JSON.stringify({
    lines: {
      outer: { left: 1, right: 700, top: 1, bottom: 980 },
      inner: { left: 40, right: 660, top: 45, bottom: 930 },
    },
    subscores: { corners: 9, edges: 8.5, surface: null },
  });
  const { rows } = await q(
    'SELECT id FROM user_products WHERE user_id = $1 ORDER BY id LIMIT 100',
    [userId],
  );
  for (const row of rows) {
    await q(
      `INSERT INTO grading_results (user_id, user_product_id, front, back, front_jpeg, back_jpeg,
         ceilings, borderline, overall, thresholds_version)
       VALUES ($1, $2, $3, $3, $4, $5, '{"psa": 9}', false, 9, 'v1')`,
      [userId, row.id, face, photo(), photo()],
    );
  }
  await q(
    `INSERT INTO portfolio_snapshots (user_id, snapshot_date, value_cents)
     SELECT $1, CURRENT_DATE - n, 100000 + n FROM generate_series(1, 365) n`,
    [userId],
  );
}

async function exportTo(base: string, user: TestUser, path: string) {
  const res = await fetch(`${base}/api/account/export`, { headers: user.headers });
  if (!res.ok || !res.body) {
    throw new Error(`export: ${res.status}`);
  }
  await pipeline(Readable.fromWeb(res.body as never), createWriteStream(path));
  return (await stat(path)).size;
}

async function importFrom(base: string, user: TestUser, path: string, mode: string) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('file', await openAsBlob(path), 'export.zip');
  const res = await fetch(`${base}/api/account/import`, {
    method: 'POST',
    headers: user.headers,
    body: form,
  });
  const body = await res.text();
  if (!res.ok) {
    throw new Error(`import ${mode}: ${res.status} ${body.slice(0, 300)}`);
  }
  return JSON.parse(body) as { restored: { items: number; wishlist: number } };
}

async function main() {
  const folder = await mkdtemp(join(tmpdir(), 'account-export-bench-'));
  try {
    await withBenchApp(
      { prepare: (pool) => importFixtureCatalog(pool), config: { LOG_LEVEL: 'silent' } },
      async ({ app, pool }) => {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        process.stdout.write(`RSS before: ${mb(process.memoryUsage().rss)}\n`);
        for (const items of SIZES) {
          const owner = await createShopUser(app);
          await fillAccount(pool, owner.id, items);
          await pool.query('VACUUM (ANALYZE) user_products');
          const zip = join(folder, `export-${items}.zip`);
          const exported = await measured(() => exportTo(base, owner, zip));
          const newcomer = await createShopUser(app);
          const fresh = await measured(() => importFrom(base, newcomer, zip, 'new-account'));
          const restored = await measured(() => importFrom(base, owner, zip, 'restore'));
          const { restored: counts } = restored.result;
          if (counts.items + counts.wishlist !== items) {
            throw new Error(`restored ${counts.items + counts.wishlist} of ${items} items`);
          }
          const line = (label: string, { ms, start, peak }: Measured) =>
            `  ${label}: ${(ms / 1000).toFixed(2)} s, peak RSS ${mb(peak.rss)} (from ${mb(start.rss)}), live JS heap + buffers ${mb(peak.heap)} (from ${mb(start.heap)})`;
          process.stdout.write(
            [
              `${items.toLocaleString('en-US')} items (ZIP ${mb(exported.result)}):`,
              line('export', exported),
              line('import into a new account', fresh),
              line('restore into the same account', restored),
              '',
            ].join('\n'),
          );
        }
      },
    );
    process.stdout.write(`load average ${loadAverage()}\n`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
