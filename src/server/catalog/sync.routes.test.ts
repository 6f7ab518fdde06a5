import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tcgProductSchema } from '#core/catalog/product.schema.ts';
import type { TestApp } from '../test/test-app.ts';
import { importCatalog } from './import/import-catalog.ts';
import { createCatalogTestApp } from './test-fixtures/catalog-test-app.ts';
import {
  importFixtureCatalog,
  readFixtureLines,
  writeCatalogVariant,
} from './test-fixtures/fixture-catalog.ts';

const FEED = '/api/iOSSyncService/products/changes';
const FULL = `${FEED}?since=1970-01-01T00:00:00.000Z&limit=50000`;
const FIXTURE_PRODUCTS = 16;

type Page = {
  products: { product_id: string; updated_at: string }[];
  count: number;
  next_since: string;
  after_id: string | null;
  has_more: boolean;
};

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => t.close());

async function getPage(url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { res, body: res.statusCode === 200 ? (res.json() as Page) : undefined };
}

function cursorQuery(page: Page, limit: number): string {
  const query = new URLSearchParams({ since: page.next_since, limit: String(limit) });
  if (page.after_id) {
    query.set('after_id', page.after_id);
  }
  return `${FEED}?${query}`;
}

async function readAllPages(limit: number) {
  const ids: string[] = [];
  let { body } = await getPage(`${FEED}?since=1970-01-01T00:00:00.000Z&limit=${limit}`);
  for (let pages = 0; body && pages < 50; pages++) {
    expect(body.products.length).toBeLessThanOrEqual(limit);
    ids.push(...body.products.map((p) => p.product_id));
    if (!body.has_more) {
      return ids;
    }
    body = (await getPage(cursorQuery(body, limit))).body;
  }
  throw new Error('the feed did not end');
}

describe('GET /api/iOSSyncService/products/changes', () => {
  it('returns every product in (updated_at, id) order with every field', async () => {
    const { res, body } = await getPage(FULL);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(body?.count).toBe(FIXTURE_PRODUCTS);
    expect(body?.has_more).toBe(false);
    const products = body?.products ?? [];
    for (const product of products) {
      expect(tcgProductSchema.parse(product)).toEqual(product);
    }
    const keys = products.map((p) => `${p.updated_at} ${p.product_id}`);
    expect(keys).toEqual([...keys].sort());
    const last = products.at(-1);
    expect(body?.next_since).toBe(last?.updated_at);
    expect(body?.after_id).toBe(last?.product_id);
  });

  it('defaults since and limit', async () => {
    const { body } = await getPage(FEED);
    expect(body?.count).toBe(FIXTURE_PRODUCTS);
  });

  it('returns nothing after the last cursor and keeps the cursor', async () => {
    const { body: full } = await getPage(FULL);
    const { body } = await getPage(cursorQuery(full as Page, 10));
    expect(body).toEqual({
      products: [],
      count: 0,
      next_since: full?.next_since,
      after_id: full?.after_id,
      has_more: false,
    });
  });

  it.each([
    ['limit=50001', 'limit'],
    ['limit=-1', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=1.5', 'limit'],
    ['limit=', 'limit'],
    ['since=yesterday', 'since'],
    ['since=2024-02-30T00:00:00Z', 'since'],
    ['since=1700000000', 'since'],
    ['since=2024-01-01T00:00:00Z&after_id=%00', 'after_id'],
  ])('answers 400 for %s, naming %s', async (query, field) => {
    const { res } = await getPage(`${FEED}?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(field);
  });

  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const first = await getPage(FULL);
    const etag = String(first.res.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await getPage(FULL, { 'if-none-match': etag });
    expect(again.res.statusCode).toBe(304);
    expect(again.res.body).toBe('');
    expect(again.res.headers.etag).toBe(etag);
    const strong = await getPage(FULL, { 'if-none-match': `"other", ${etag.slice(2)}` });
    expect(strong.res.statusCode).toBe(304);
    const other = await getPage(`${FEED}?limit=5`, { 'if-none-match': etag });
    expect(other.res.statusCode).toBe(200);
    expect(other.res.headers.etag).not.toBe(etag);
  });

  it.each([
    ['gzip', gunzipSync],
    ['br', brotliDecompressSync],
  ])('compresses with %s when asked', async (encoding, decompress) => {
    const plain = await getPage(FULL);
    const res = await t.app.inject({
      method: 'GET',
      url: FULL,
      headers: { 'accept-encoding': encoding },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(decompress(res.rawPayload).toString('utf8'))).toEqual(plain.body);
  });

  it('pages through equal updated_at values without skipping or repeating', async () => {
    await t.app.pool.query("UPDATE catalog_products SET updated_at = '2024-06-01T12:00:00.123Z'");
    const { body: full } = await getPage(FULL);
    const expected = full?.products.map((p) => p.product_id);
    for (const limit of [1, 3, 5, 16]) {
      expect(await readAllPages(limit)).toEqual(expected);
    }
    const sorted = [...(expected ?? [])].sort();
    expect(expected).toEqual(sorted);
  });

  it('sends a product again after a newer dump changes it, with a new ETag', async () => {
    const { res: before, body: all } = await getPage(FULL);
    const cards = await readFixtureLines('cards.ndjson');
    const changed = cards.map((line) =>
      line.includes('"id":"sv08-057"') ? line.replace('"hp":200', '"hp":210') : line,
    );
    const variant = await writeCatalogVariant({ 'cards.ndjson': changed.join('\n') });
    try {
      await importCatalog(t.app.pool, variant.dir);
    } finally {
      await variant.cleanup();
    }
    const after = await getPage(FULL, { 'if-none-match': String(before.headers.etag) });
    expect(after.res.statusCode).toBe(200);
    const { body } = await getPage(cursorQuery(all as Page, 100));
    expect(body?.products.map((p) => p.product_id)).toEqual(['sv08-057']);
    expect(body?.products[0]).toMatchObject({ hp: 210 });
  });

  it('answers 304 again after an import that changes nothing', async () => {
    await importFixtureCatalog(t.app.pool);
    const first = await getPage(FULL);
    await importFixtureCatalog(t.app.pool);
    const again = await getPage(FULL, { 'if-none-match': String(first.res.headers.etag) });
    expect(again.res.statusCode).toBe(304);
  });

  it('changes the ETag when a price arrives or a product is deleted', async () => {
    const first = await getPage(FULL);
    await t.app.pool.query(
      `INSERT INTO price_points (product_id, price_date, source, market_cents)
       VALUES ('base1-58', '2025-02-01', 'feed', 150)`,
    );
    const priced = await getPage(FULL, { 'if-none-match': String(first.res.headers.etag) });
    expect(priced.res.statusCode).toBe(200);
    await t.app.pool.query("DELETE FROM catalog_products WHERE id = 'en-sealed-test-sv08-pack'");
    const deleted = await getPage(FULL, { 'if-none-match': String(priced.res.headers.etag) });
    expect(deleted.res.statusCode).toBe(200);
    expect(deleted.body?.count).toBe(FIXTURE_PRODUCTS - 1);
  });
});
