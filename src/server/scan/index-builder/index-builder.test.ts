import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import { createCatalogTestApp } from '../../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../../test/test-app.ts';
import { readScanIndexVersion } from '../index-store.ts';
import { indexFromCatalog } from './index-from-catalog.ts';
import { indexFromDirectory } from './index-from-directory.ts';

let t: TestApp;
let tmp: string;
let server: http.Server;
let origin: string;
const requests: string[] = [];

async function indexedIds(): Promise<string[]> {
  const { rows } = await t.app.pool.query<{ product_id: string }>(
    'SELECT product_id FROM scan_index_entries ORDER BY 1',
  );
  return rows.map((row) => row.product_id);
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'cardfolio-scan-index-'));
  const png = await renderSyntheticCard({ productId: 'base1-4', name: 'Charizard', number: '4' });
  // Stands in for assets.tcgdex.net: cards have only a low.webp, except Mewtwo (404).
  server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url?.endsWith('/low.webp') && !request.url.includes('/base1/10/')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else if (request.url === '/pack.jpg') {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server?.close();
  await rm(tmp, { recursive: true, force: true });
  await t?.close();
});

describe('scan index builder', () => {
  it('indexes <product_id>.<ext> files, reports unknown ids and skips unchanged images', async () => {
    const dir = path.join(tmp, 'images');
    await rm(dir, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(dir));
    const charizard = await renderSyntheticCard({
      productId: 'base1-4',
      name: 'Charizard',
      number: '4',
    });
    await writeFile(path.join(dir, 'base1-4.png'), charizard);
    await writeFile(
      path.join(dir, 'sv08-025.png'),
      await renderSyntheticCard({ productId: 'sv08-025', name: 'Pikachu', number: '025' }),
    );
    await writeFile(path.join(dir, 'no-such-card.png'), charizard);
    await writeFile(path.join(dir, 'readme.txt'), 'not an image');
    const versionBefore = await readScanIndexVersion(t.app.pool);
    const first = await indexFromDirectory(t.app.pool, dir);
    expect(first.added).toBe(2);
    expect(first.failed).toEqual(
      expect.arrayContaining([
        { productId: 'no-such-card', reason: 'unknown product id' },
        { productId: 'readme.txt', reason: 'not named <product_id>.jpg, .png or .webp' },
      ]),
    );
    expect(await readScanIndexVersion(t.app.pool)).toBeGreaterThan(versionBefore);
    const again = await indexFromDirectory(t.app.pool, dir);
    expect(again).toMatchObject({ added: 0, skipped: 2 });
    await t.app.pool.query('DELETE FROM scan_index_entries');
  });

  it('downloads catalog images with fallbacks, caches them, and resumes', async () => {
    const cacheDir = path.join(tmp, 'cache');
    const first = await indexFromCatalog(t.app.pool, {
      cacheDir,
      imageOrigin: origin,
      concurrency: 4,
      retries: 0,
    });
    expect(first.unreachable).toBeNull();
    const ids = await indexedIds();
    expect(ids).toContain('base1-4');
    expect(ids).toContain('en-sealed-test-sv08-pack');
    expect(ids).not.toContain('base1-10');
    expect(first.failed).toContainEqual({ productId: 'base1-10', reason: 'HTTP 404' });
    expect(requests).toContain('/en/base/base1/4/high.webp');
    expect(requests).toContain('/en/base/base1/4/low.webp');
    requests.length = 0;
    const second = await indexFromCatalog(t.app.pool, {
      cacheDir,
      imageOrigin: origin,
      retries: 0,
    });
    expect(second.alreadyIndexed).toBe(ids.length);
    expect(second.added).toBe(0);
    // Only the product that failed before is asked for again.
    expect(new Set(requests.map((url) => url.split('/').slice(0, 5).join('/')))).toEqual(
      new Set(['/en/base/base1/10']),
    );
  });

  it('stops with a clear reason when the image host is unreachable', async () => {
    await t.app.pool.query('DELETE FROM scan_index_entries');
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    closed.close();
    const summary = await indexFromCatalog(t.app.pool, {
      cacheDir: path.join(tmp, 'dead-cache'),
      imageOrigin: deadOrigin,
      retries: 0,
    });
    expect(summary.unreachable).toBe('network: ECONNREFUSED');
    expect(summary.added).toBe(0);
  });
});
