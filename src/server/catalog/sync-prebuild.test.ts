import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../app.ts';
import { makeConfig } from '../config.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { importCatalog } from './import/import-catalog.ts';
import { getSyncVersion } from './sync.repository.ts';
import {
  importFixtureCatalog,
  readFixtureLines,
  writeCatalogVariant,
} from './test-fixtures/fixture-catalog.ts';

// Decision 028: the full sync is built ahead of the first request, at start and after an
// import, so a user's first launch never waits for it. Judged on the feeds' counters (what was
// built, and whether the answer was ready when asked), not on timings.
const FULL = '/api/iOSSyncService/products/changes?since=1970-01-01T00:00:00.000Z&limit=50000';

type Page = { products: { product_id: string; product_name: string }[]; count: number };

let app: App;
let pool: pg.Pool;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  dropDatabase = database.drop;
  // The catalog is there before the server starts, as after a restart.
  pool = new pg.Pool({ connectionString: database.url, max: 2 });
  pool.on('error', () => {});
  await importFixtureCatalog(pool);
  app = await buildApp({
    ...makeConfig({ LOG_LEVEL: 'silent', SEED_DEMO_CATALOG: 'false' }),
    DATABASE_URL: database.url,
  });
  app.pool.on('error', () => {});
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await pool.end();
  await dropDatabase();
});

async function catalogRows() {
  const { rows } = await pool.query<{ id: string; name: string }>(
    'SELECT id, name FROM catalog_products ORDER BY updated_at, id',
  );
  return rows;
}

async function fullSync(encoding: 'br' | 'gzip') {
  const res = await app.inject({ url: FULL, headers: { 'accept-encoding': encoding } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe(encoding);
  const raw = encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
  return JSON.parse(raw.toString('utf8')) as Page;
}

/** Waits until the server has built the feed of the catalog's current version. */
async function prebuiltForCurrentVersion() {
  const version = await getSyncVersion(pool);
  await vi.waitFor(() => expect(app.syncFeeds.stats.prebuiltVersion).toBe(version), {
    timeout: 15_000,
    interval: 50,
  });
}

describe('the full sync built ahead of requests', () => {
  it('is ready once the server is: a request at the first moment it can arrive waits for nothing', async () => {
    // No waiting here: app.ready() (what listen awaits) resolved only after the build.
    expect(app.syncFeeds.stats.prebuiltVersion).toBe(await getSyncVersion(pool));
  });

  it('is ready after start: the first full sync is answered from it, with the catalog', async () => {
    await prebuiltForCurrentVersion();
    expect(app.syncFeeds.stats).toMatchObject({ feedBuilds: 1, prebuilds: 1, readyAnswers: 0 });
    const page = await fullSync('br');
    expect(app.syncFeeds.stats).toMatchObject({ feedBuilds: 1, readyAnswers: 1 });
    const rows = await catalogRows();
    expect(page.count).toBe(rows.length);
    expect(page.products.map((p) => [p.product_id, p.product_name])).toEqual(
      rows.map((row) => [row.id, row.name]),
    );
    await fullSync('gzip');
    expect(app.syncFeeds.stats).toMatchObject({ feedBuilds: 1, readyAnswers: 2 });
  });

  it('is built again after an import, and the first sync after it shows the change', async () => {
    const cards = await readFixtureLines('cards.ndjson');
    const first = JSON.parse(cards[0] ?? '{}') as { id: string; name: string };
    const renamed = `${first.name} (reprinted)`;
    const variant = await writeCatalogVariant({
      'cards.ndjson': [JSON.stringify({ ...first, name: renamed }), ...cards.slice(1)].join('\n'),
    });
    const before = app.syncFeeds.stats.feedBuilds;
    try {
      await importCatalog(pool, variant.dir);
    } finally {
      await variant.cleanup();
    }
    await prebuiltForCurrentVersion();
    // One build for the new version (a very slow import may show the watcher a middle one too).
    const built = app.syncFeeds.stats.feedBuilds;
    expect(built).toBeGreaterThan(before);
    const ready = app.syncFeeds.stats.readyAnswers;
    const page = await fullSync('gzip');
    expect(app.syncFeeds.stats.readyAnswers).toBe(ready + 1);
    expect(app.syncFeeds.stats.feedBuilds).toBe(built);
    expect(page.products.find((p) => p.product_id === first.id)?.product_name).toBe(renamed);
    expect(page.count).toBe((await catalogRows()).length);
  });
});
