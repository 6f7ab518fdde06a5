import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app.ts';
import { getSyncPage, type SyncCursor } from './sync.repository.ts';
import { createCatalogTestApp } from './test-fixtures/catalog-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => t.close());

async function readPage(cursor: SyncCursor, chunkRows: number) {
  const page = await getSyncPage(t.app.pool, cursor, chunkRows);
  return { ...page, products: JSON.parse(`[${page.products.toBuffer().toString()}]`) };
}

describe('getSyncPage', () => {
  it.each([1, 2, 3, 5, 16, 100])('reads the same page in chunks of %i rows', async (chunkRows) => {
    const all: SyncCursor = { since: '1970-01-01T00:00:00Z', afterId: undefined, limit: 50 };
    expect(await readPage(all, chunkRows)).toEqual(await readPage(all, 5000));
    const part: SyncCursor = { ...all, limit: 7 };
    const page = await readPage(part, chunkRows);
    expect(page).toEqual(await readPage(part, 5000));
    expect(page).toMatchObject({ count: 7, hasMore: true });
    expect(page.products).toHaveLength(7);
  });

  it('reports has_more only when a row follows the limit', async () => {
    const cursor = { since: '1970-01-01T00:00:00Z', afterId: undefined, limit: 16 };
    expect(await readPage(cursor, 4)).toMatchObject({ count: 16, hasMore: false });
    expect(await readPage({ ...cursor, limit: 15 }, 4)).toMatchObject({ count: 15, hasMore: true });
  });
});
