// Deck builder budget: the full catalog, one user with 10,000 collection items and prices, and
// a 60-card deck of 20 lines. Measures the deck read model (GET /api/decks/{id}: rules,
// ownership, cost), a card count change (PUT, answers the re-checked deck), the PTCG Live
// export, and an import of the exported list; Fastify server time and app.inject round trip,
// p50/p95 over 20 runs after 3 warm-ups, with the 1-minute load average (shared machine).
// npm run bench:decks [catalog dir] (DATABASE_URL=... to use a running PostgreSQL).
import os from 'node:os';
import type pg from 'pg';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { refreshLatestPrices } from '#server/prices/latest-prices.ts';
import { createShopUser } from '#server/test/shop-users.ts';
import { catalogDirFromArgv } from './catalog-files.ts';
import { type BenchApp, timeInject, withBenchApp } from './support/bench-app.ts';
import { percentile } from './support/stats.ts';

const ITEMS = 10_000;
const RUNS = 20;

type Call = { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: () => object };

async function measure(
  bench: BenchApp,
  headers: Record<string, string>,
  label: string,
  call: Call,
) {
  const { server, roundTrip } = await timeInject(
    bench,
    () => ({
      method: call.method,
      url: call.url,
      headers,
      ...(call.payload ? { payload: call.payload() } : {}),
    }),
    { runs: RUNS },
  );
  console.log(
    `  ${label.padEnd(34)} server p50 ${percentile(server, 50).toFixed(1).padStart(6)} ms, ` +
      `p95 ${percentile(server, 95).toFixed(1).padStart(6)} ms | round trip p50 ` +
      `${percentile(roundTrip, 50).toFixed(1).padStart(6)} ms | load ${os.loadavg()[0]?.toFixed(2)}`,
  );
}

async function main() {
  const dir = catalogDirFromArgv();
  const prepare = async (pool: pg.Pool, database: { kind: string }) => {
    const summary = await importCatalog(pool, dir);
    console.log(`imported ${dir} into ${database.kind} in ${(summary.ms / 1000).toFixed(1)} s`);
  };
  await withBenchApp({ prepare }, async (bench) => {
    const { app, pool } = bench;
    const user = await createShopUser(app);
    // 10,000 owned English cards (1-4 copies each) with one market price per printing.
    await pool.query(
      `INSERT INTO user_products (user_id, product_id, product_type, quantity, wishlist)
       SELECT $1, id, 'card', 1 + n % 4, n % 20 = 0
       FROM (SELECT id, row_number() OVER (ORDER BY md5(id)) AS n FROM catalog_products
             WHERE product_type = 'card' AND language = 'english' LIMIT ${ITEMS}) t`,
      [user.id],
    );
    await pool.query(
      `INSERT INTO price_points (product_id, variant, price_date, source, market_cents)
       SELECT id, 'normal', current_date, 'bench', 25 + abs(hashtext(id)) % 5000
       FROM catalog_products WHERE set_id IN ('sv08', 'sv01', 'sve', 'sv05', 'me01')`,
    );
    await refreshLatestPrices(pool);
    await pool.query('VACUUM (ANALYZE)');
    // 19 Standard lines of 2 copies (sv08) plus 22 basic Energy: 60 cards, 20 lines.
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM catalog_products WHERE set_id = 'sv08' AND product_type = 'card' ORDER BY id LIMIT 19`,
    );
    const headers = user.headers;
    const created = await app.inject({
      method: 'POST',
      url: '/api/decks',
      headers,
      payload: { name: 'Bench', format: 'standard' },
    });
    const deckId = created.json().id as number;
    for (const row of rows) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/decks/${deckId}/cards/${row.id}`,
        headers,
        payload: { count: 2 },
      });
      if (res.statusCode !== 200) {
        throw new Error(`deck setup: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    await app.inject({
      method: 'PUT',
      url: `/api/decks/${deckId}/cards/sve-004`,
      headers,
      payload: { count: 22 },
    });
    const text = (await app.inject({ url: `/api/decks/${deckId}/export`, headers })).json().text;
    console.log(`\n${ITEMS} collection items, deck of 60 cards in 20 lines, ${RUNS} runs:`);
    await measure(bench, headers, 'GET /api/decks/{id}', {
      method: 'GET',
      url: `/api/decks/${deckId}`,
    });
    let count = 0;
    await measure(bench, headers, 'PUT /api/decks/{id}/cards/{card}', {
      method: 'PUT',
      url: `/api/decks/${deckId}/cards/sve-004`,
      payload: () => ({ count: 20 + (count++ % 4) }),
    });
    await measure(bench, headers, 'GET /api/decks/{id}/export', {
      method: 'GET',
      url: `/api/decks/${deckId}/export`,
    });
    await measure(bench, headers, 'POST /api/decks/import (20 lines)', {
      method: 'POST',
      url: '/api/decks/import',
      payload: () => ({ name: 'Imported', format: 'standard', text }),
    });
  });
}

await main();
