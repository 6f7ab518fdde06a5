import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { type App, buildApp } from '#server/app.ts';
import { type ConfigInput, makeConfig } from '#server/config.ts';
import { createBenchDatabase } from '../catalog-bench-database.ts';

export type BenchDatabase = Awaited<ReturnType<typeof createBenchDatabase>>;

/**
 * Runs `work` on a fresh migrated database (see createBenchDatabase) with a small pool on it,
 * then closes the pool and drops the database, whatever happened.
 */
export async function withBenchPool<T>(
  work: (pool: pg.Pool, database: BenchDatabase) => Promise<T>,
): Promise<T> {
  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  pool.on('error', () => {});
  try {
    return await work(pool, database);
  } finally {
    await pool.end();
    await database.drop();
  }
}

export type BenchApp = {
  app: App;
  pool: pg.Pool;
  database: BenchDatabase;
  /** Fastify's own time (ms) for the last response, without the inject round trip. */
  lastServerMs: () => number;
};

export type BenchAppOptions = {
  /** Settings over the bench defaults (silent log, no demo catalog). */
  config?: Partial<ConfigInput>;
  /** Fills the database before the app is built (catalog import, prices). */
  prepare?: (pool: pg.Pool, database: BenchDatabase) => Promise<unknown>;
};

/** withBenchPool, then `prepare`, then the real app on that database, ready, for `work`. */
export function withBenchApp<T>(
  { config = {}, prepare }: BenchAppOptions,
  work: (bench: BenchApp) => Promise<T>,
): Promise<T> {
  return withBenchPool(async (pool, database) => {
    await prepare?.(pool, database);
    const app = await buildApp({
      ...makeConfig({ LOG_LEVEL: 'silent', SEED_DEMO_CATALOG: 'false', ...config }),
      DATABASE_URL: database.url,
    });
    let serverMs = 0;
    app.addHook('onResponse', async (_request, reply) => {
      serverMs = reply.elapsedTime;
    });
    try {
      await app.ready();
      return await work({ app, pool, database, lastServerMs: () => serverMs });
    } finally {
      await app.close();
    }
  });
}

export type Timings = {
  /** Fastify's time per measured request, ascending. */
  server: number[];
  /** app.inject round trip per measured request, ascending. */
  roundTrip: number[];
  /** Body size of the last answer. */
  bytes: number;
};

export type TimingOptions = {
  runs?: number;
  /** Requests sent first and not counted (caches, JIT). */
  warmUps?: number;
  /** Runs before every request, untimed (e.g. an edit the request must see). */
  before?: () => Promise<unknown>;
};

/** Sends `request()` warm-ups + runs times through app.inject; any answer >= 400 throws. */
export async function timeInject(
  { app, lastServerMs }: BenchApp,
  request: () => InjectOptions,
  { runs = 20, warmUps = 3, before }: TimingOptions = {},
): Promise<Timings> {
  const server: number[] = [];
  const roundTrip: number[] = [];
  let bytes = 0;
  for (let run = 0; run < warmUps + runs; run++) {
    await before?.();
    const options = request();
    const t0 = performance.now();
    const res = await app.inject(options);
    const ms = performance.now() - t0;
    if (res.statusCode >= 400) {
      throw new Error(`${options.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    bytes = res.rawPayload.length;
    if (run >= warmUps) {
      server.push(lastServerMs());
      roundTrip.push(ms);
    }
  }
  server.sort((a, b) => a - b);
  roundTrip.sort((a, b) => a - b);
  return { server, roundTrip, bytes };
}
