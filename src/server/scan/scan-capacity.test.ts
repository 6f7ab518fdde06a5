import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '#core/scan/scan-result.schema.ts';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { scanForm } from '../test/multipart.ts';
import { createShopUser, type TestUser } from '../test/shop-users.ts';
import type { TestApp } from '../test/test-app.ts';
import { createAdmin } from '../test/users.ts';
import { indexFixtureCards, renderFixtureCards } from './test-support/fixture-cards.ts';

let t: TestApp;
let user: TestUser;
let renders: Map<string, Buffer>;

function scan(image: Buffer, by: TestUser = user) {
  const form = scanForm(image);
  return t.app.inject({
    method: 'POST',
    url: '/api/scan/identify',
    headers: { ...by.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

beforeAll(async () => {
  t = await createCatalogTestApp({
    overrides: { SCAN_WORKERS: 1, SCAN_QUEUE_LIMIT: 1, SCAN_SLOTS_PER_USER: 10 },
  });
  user = await createShopUser(t.app);
  renders = await renderFixtureCards();
});

afterAll(async () => {
  await t?.close();
});

describe('scan capacity and index reloads', () => {
  it('says scanning is not ready while the index is empty, and an admin how to build it', async () => {
    const photo = await makePhoto([renders.get('base1-4') as Buffer], 40);
    const refused = await scan(photo.jpeg);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error).toEqual({
      code: 'scan_not_ready',
      message: "Scanning isn't ready yet on this server.",
    });
    const admin = await scan(photo.jpeg, await createAdmin(t.app));
    expect(admin.json().error.message).toMatch(
      /^The scan index is empty: build it with npm run scan:index/,
    );
  });

  it('picks up a rebuilt index without a restart', async () => {
    await indexFixtureCards(t.app.pool, renders, ['base1-4']);
    const photo = await makePhoto([renders.get('base1-10') as Buffer], 41, { background: 'plain' });
    const before = (await scan(photo.jpeg)).json<ScanResponse>();
    expect(before.results.map((match) => match.database.product_id)).not.toContain('base1-10');
    await indexFixtureCards(t.app.pool, renders, ['base1-10']);
    const after = (await scan(photo.jpeg)).json<ScanResponse>();
    expect(after.results[0]?.database.product_id).toBe('base1-10');
  });

  it('answers 503 scan_busy past the wait queue while other routes stay responsive', async () => {
    const photo = await makePhoto([renders.get('base1-4') as Buffer], 42);
    const burst = Array.from({ length: 6 }, () => scan(photo.jpeg));
    const healthStarted = performance.now();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    const healthMs = performance.now() - healthStarted;
    const responses = await Promise.all(burst);
    const burstMs = performance.now() - healthStarted;
    expect(health.statusCode).toBe(200);
    expect(healthMs).toBeLessThan(burstMs);
    const busy = responses.filter((response) => response.statusCode === 503);
    const done = responses.filter((response) => response.statusCode === 200);
    // One scan runs, one waits, the rest are refused at once.
    expect(done).toHaveLength(2);
    expect(busy).toHaveLength(4);
    for (const response of busy) {
      expect(response.json().error).toEqual({
        code: 'scan_busy',
        message: 'The scanner is busy, please retry in a moment.',
      });
      expect(response.headers['retry-after']).toBe('2');
    }
  });
});
