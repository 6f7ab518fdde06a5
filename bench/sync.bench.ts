// Sync feed benchmark: npm run bench:sync [-- <catalog dir>]
// Prints, per catalog, in-process timings (app.inject) and then what a client sees over HTTP:
// the first full sync after a fresh start and after a catalog change, with the feed built ahead
// (decision 028) and, for contrast, the moment the change lands (built on demand).
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '#server/app.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { getSyncVersion } from '#server/catalog/sync.repository.ts';
import { buildSyncBody } from '#server/catalog/sync.service.ts';
import { makeConfig } from '#server/config.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { catalogDirFromArgv, percentile } from './catalog-files.ts';

const URL = '/api/iOSSyncService/products/changes?since=1970-01-01T00:00:00.000Z&limit=50000';
type App = Awaited<ReturnType<typeof buildApp>>;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** Fastify's own time for the last response (request in to response written). */
let lastServerMs = 0;

async function timed(app: App, headers: Record<string, string> = {}) {
  const t0 = performance.now();
  const res = await app.inject({ method: 'GET', url: URL, headers });
  return { ms: performance.now() - t0, server: lastServerMs, res };
}

/** A new catalog version (one product re-stamped), so the next request builds its body. */
async function touchCatalog(pool: pg.Pool) {
  await pool.query(
    "UPDATE catalog_products SET updated_at = date_trunc('milliseconds', now()) WHERE id = (SELECT min(id) FROM catalog_products)",
  );
}

async function measureEncoding(app: App, pool: pg.Pool, encoding: string | undefined) {
  const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
  const cold: number[] = [];
  const coldServer: number[] = [];
  let bytes = 0;
  let count = 0;
  for (let i = 0; i < 3; i++) {
    await touchCatalog(pool);
    const { ms, server, res } = await timed(app, headers);
    cold.push(ms);
    coldServer.push(server);
    bytes = res.rawPayload.length;
    count = encoding ? count : (res.json() as { count: number }).count;
  }
  // The cached body is compressed again, smaller, in the background after the first request.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const warm: number[] = [];
  const warmServer: number[] = [];
  let warmBytes = 0;
  for (let i = 0; i < 5; i++) {
    const { ms, server, res } = await timed(app, headers);
    warm.push(ms);
    warmServer.push(server);
    warmBytes = res.rawPayload.length;
  }
  return {
    cold: median(cold),
    coldServer: median(coldServer),
    warm: median(warm),
    warmServer: median(warmServer),
    bytes,
    warmBytes,
    count,
  };
}

/** The body alone: chunked queries in one snapshot + rendering, no HTTP, no cache. */
async function measureBuild(pool: pg.Pool) {
  const query = { since: '1970-01-01T00:00:00.000Z', after_id: undefined, limit: 50_000 };
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await buildSyncBody(pool, query);
    times.push(performance.now() - t0);
  }
  return median(times);
}

async function measure(app: App, pool: pg.Pool, label: string) {
  await timed(app);
  const identity = await measureEncoding(app, pool, undefined);
  const gzip = await measureEncoding(app, pool, 'gzip');
  const brotli = await measureEncoding(app, pool, 'br');
  console.log(`\n${label}: ${identity.count} products`);
  console.log('  full sync (limit 50000), median ms: app.inject round trip [Fastify server time]');
  console.log('  cold = first request after a catalog change (body built), warm = cached body');
  for (const [name, result] of [
    ['identity', identity],
    ['gzip', gzip],
    ['br', brotli],
  ] as const) {
    console.log(
      `  ${name.padEnd(8)} cold ${result.cold.toFixed(0).padStart(5)} [${result.coldServer.toFixed(0).padStart(5)}]  warm ${result.warm.toFixed(1).padStart(6)} [${result.warmServer.toFixed(1).padStart(6)}]  wire: cold ${mb(result.bytes)}, warm ${mb(result.warmBytes)}`,
    );
  }
  console.log(
    `  body build only (5000-row chunks, rendering): ${(await measureBuild(pool)).toFixed(0)} ms`,
  );
  const { res } = await timed(app, { 'accept-encoding': 'gzip' });
  const etag = String(res.headers.etag);
  const times: number[] = [];
  for (let i = 0; i < 220; i++) {
    const t = await timed(app, { 'if-none-match': etag });
    if (t.res.statusCode !== 304) {
      throw new Error(`expected 304, got ${t.res.statusCode}`);
    }
    if (i >= 20) {
      times.push(t.ms);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `  304 path (app.inject): median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms (200 requests)`,
  );
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One full sync over a real socket, as an app would: ms until the last byte, wire bytes. */
function clientSync(port: number, encoding: string) {
  return new Promise<{ ms: number; bytes: number; status: number }>((resolve, reject) => {
    const t0 = performance.now();
    const request = http.get(
      { host: '127.0.0.1', port, path: URL, headers: { 'accept-encoding': encoding } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({ ms: performance.now() - t0, bytes, status: response.statusCode ?? 0 }),
        );
      },
    );
    request.on('error', reject);
  });
}

async function waitForPrebuild(app: App, pool: pg.Pool) {
  const version = await getSyncVersion(pool);
  while (app.syncFeeds.stats.prebuiltVersion !== version) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A fresh server process state (new app on the same database): the first full sync from a
 * client once the server said it is ready, and one sent the moment it listens. Then a catalog
 * change: the first sync once the feed is rebuilt, and one sent right after the change.
 */
async function measureFromClient(databaseUrl: string, pool: pg.Pool, label: string) {
  const config = makeConfig({ LOG_LEVEL: 'silent', SEED_DEMO_CATALOG: 'false' });
  const rows: string[] = [];
  for (const encoding of ['br', 'gzip', 'identity']) {
    const startedAt = performance.now();
    const fresh = await buildApp({ ...config, DATABASE_URL: databaseUrl });
    try {
      await fresh.listen({ port: 0, host: '127.0.0.1' });
      const port = (fresh.server.address() as { port: number }).port;
      const atListen = await clientSync(port, encoding);
      const listenMs = performance.now() - startedAt;
      await waitForPrebuild(fresh, pool);
      const afterStart = await clientSync(port, encoding);
      await touchCatalog(pool);
      const atChange = await clientSync(port, encoding);
      await touchCatalog(pool);
      await waitForPrebuild(fresh, pool);
      const afterChange = await clientSync(port, encoding);
      rows.push(
        `SYNC ${label} ${encoding.padEnd(8)}: first full sync from a client after start ${afterStart.ms.toFixed(0)} ms, after a catalog change ${afterChange.ms.toFixed(0)} ms (${mb(afterChange.bytes)}; target < 500 ms) | sent at listen (${listenMs.toFixed(0)} ms after build start) ${atListen.ms.toFixed(0)} ms, sent right at the change ${atChange.ms.toFixed(0)} ms | load ${loadAverage()}`,
      );
    } finally {
      await fresh.close();
    }
  }
  console.log(rows.join('\n'));
}

/** Two daily market prices per product, as a price feed would write them. */
async function addPricePoints(pool: pg.Pool) {
  await pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents)
     SELECT id, 'normal', d::date, 'bench', (abs(hashtext(id || d::text)) % 50000) + 25
     FROM catalog_products, generate_series(current_date - 1, current_date, interval '1 day') d`,
  );
  await pool.query('VACUUM (ANALYZE) price_points');
}

async function main() {
  const dir = catalogDirFromArgv();
  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => {});
  let app: App | undefined;
  try {
    const summary = await importCatalog(pool, dir);
    console.log(
      `imported ${dir} into a fresh ${database.kind} in ${(summary.ms / 1000).toFixed(1)} s`,
    );
    const config = makeConfig({ LOG_LEVEL: 'silent', SEED_DEMO_CATALOG: 'false' });
    for (const [label, short] of [
      ['catalog without prices', 'no prices'],
      ['catalog with 2 daily price points per product', 'with prices'],
    ] as const) {
      if (short === 'with prices') {
        await addPricePoints(pool);
      }
      app = await buildApp({ ...config, DATABASE_URL: database.url });
      app.addHook('onResponse', async (_request, reply) => {
        lastServerMs = reply.elapsedTime;
      });
      await app.ready();
      await measure(app, pool, label);
      // One app at a time: its feed watcher would build beside the fresh one's.
      await app.close();
      app = undefined;
      await measureFromClient(database.url, pool, short);
    }
  } finally {
    await app?.close();
    await pool.end();
    await database.drop();
  }
}

await main();
