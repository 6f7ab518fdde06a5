import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coalescedRead } from '../lib/coalesced-read.ts';
import type { TestApp } from '../test/test-app.ts';
import { CATALOG_VERSION_TTL_MS } from './catalog-response-cache.ts';
import { createCatalogTestApp } from './test-fixtures/catalog-test-app.ts';

// Issue 14: catalog GETs are answered from bytes cached per catalog version, with an ETag.
let t: TestApp;
let queries = 0;

beforeAll(async () => {
  t = await createCatalogTestApp();
  const pool = t.app.pool;
  const query = pool.query.bind(pool);
  // Counts the statements the routes send (the pool is the one the catalog cache reads with).
  pool.query = ((...args: Parameters<typeof query>) => {
    queries++;
    return query(...args);
  }) as typeof pool.query;
});
afterAll(async () => t.close());

const URLS = [
  '/api/iOSTCGSets/english',
  '/api/tcgproducts?set_id=base1',
  '/api/tcgproducts/base1-4',
  '/api/cards/search?q=charizard',
];

async function insertPrice(cents: number, day: string) {
  await t.app.pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents, psa10_cents)
     VALUES ('base1-4', 'normal', $1, 'feed', $2, NULL)`,
    [day, cents],
  );
}

/** Past the interval in which a version read is reused. */
const waitForVersionRead = () =>
  new Promise((resolve) => setTimeout(resolve, CATALOG_VERSION_TTL_MS + 50));

describe('cached catalog responses', () => {
  it.each(URLS)(
    '%s: a repeat costs only the version read, and If-None-Match gets a 304',
    async (url) => {
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^W\/".+"$/);
      queries = 0;
      const second = await t.app.inject({ url });
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(etag);
      expect(queries).toBeLessThanOrEqual(1);
      const revalidated = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    },
  );

  it('a catalog change shows within the version read interval, under a new ETag', async () => {
    await insertPrice(12_345, '2030-01-01');
    await waitForVersionRead();
    const before = await t.app.inject({ url: '/api/tcgproducts/base1-4' });
    expect(before.json().market_price).toBe(123.45);
    await insertPrice(54_321, '2030-01-02');
    await waitForVersionRead();
    const after = await t.app.inject({
      url: '/api/tcgproducts/base1-4',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().market_price).toBe(543.21);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('serves compressed bytes that decode to the same body', async () => {
    const plain = await t.app.inject({ url: '/api/tcgproducts?set_id=base1' });
    const gzip = await t.app.inject({
      url: '/api/tcgproducts?set_id=base1',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('unknown ids stay 404, also when asked again', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ url: '/api/tcgproducts/nope-1' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('coalescedRead', () => {
  it('runs one read at a time, and a caller never gets a read started before it came', async () => {
    let version = 0;
    let reads = 0;
    const releases: (() => void)[] = [];
    const read = coalescedRead(async () => {
      reads++;
      const seen = version;
      await new Promise<void>((resolve) => releases.push(resolve));
      return seen;
    });
    const early = read();
    version = 1;
    const late = [read(), read(), read()];
    expect(reads).toBe(1);
    releases.shift()?.();
    expect(await early).toBe(0);
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads).toBe(2);
    releases.shift()?.();
    expect(await Promise.all(late)).toEqual([1, 1, 1]);
  });
});
