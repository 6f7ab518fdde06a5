import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import { createCatalogTestApp } from '../../catalog/test-fixtures/catalog-test-app.ts';
import { serverDeps } from '../../deps.ts';
import type { TestApp } from '../../test/test-app.ts';
import { hasScanIndexEntries } from '../scan-catalog.repository.ts';
import { type IndexOnStartDeps, startScanIndexBuild } from './index-on-start.ts';

let t: TestApp;
let tmp: string;
let standIn: http.Server;

/** The app's deps with images fetched from `origin`, and the lines it logs. */
function depsFetchingFrom(origin: string) {
  const lines: string[] = [];
  const log = {
    info: (_fields: unknown, line: string) => lines.push(line),
    warn: (_fields: unknown, line: string) => lines.push(line),
  } as unknown as IndexOnStartDeps['log'];
  const deps: IndexOnStartDeps = {
    ...serverDeps(t.app),
    log,
    config: {
      ...t.app.config,
      SCAN_INDEX_ON_START: true,
      SCAN_IMAGE_ORIGIN: origin,
      DATA_DIR: tmp,
    },
  };
  return { deps, lines };
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'cardfolio-index-on-start-'));
  const png = await renderSyntheticCard({ productId: 'base1-4', name: 'Charizard', number: '4' });
  // Stands in for the catalog's image host: every card image is there.
  standIn = http.createServer((request, response) => {
    if (request.url?.endsWith('/high.webp')) {
      response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  standIn?.close();
  await rm(tmp, { recursive: true, force: true });
  await t?.close();
});

describe('the scan index build on start', () => {
  it('does not hold start up when the images cannot be fetched, and says so in one line', async () => {
    // A port nobody listens on: every download is refused.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const { deps, lines } = depsFetchingFrom(`http://127.0.0.1:${port}`);

    const build = startScanIndexBuild(deps);
    // Start goes on at once: nothing has been tried yet, and the app answers.
    expect(lines).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await build.done;
    expect(lines).toEqual([
      "scan index not built: the catalog's images could not be fetched; scanning waits for npm run scan:index",
    ]);
    expect(await hasScanIndexEntries(t.app.pool)).toBe(false);
  });

  it('builds the index in the background when the images can be fetched', async () => {
    const origin = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
    const { deps, lines } = depsFetchingFrom(origin);
    await startScanIndexBuild(deps).done;
    expect(lines).toEqual(['scan index built in the background from the catalog images']);
    const { rows } = await t.app.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM scan_index_entries WHERE product_type = 'card'",
    );
    expect(rows[0]?.n).toBe(13);
  });
});
