import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePhoto } from '#test-support/synthetic/scan/make-photo.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { indexFixtureCards, renderFixtureCards } from '../scan/test-support/fixture-cards.ts';
import { scanForm } from '../test/multipart.ts';
import { createShopUser, type TestUser } from '../test/shop-users.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await createCatalogTestApp({
    overrides: { SCAN_WORKERS: '1', SCAN_QUEUE_LIMIT: '8', SCAN_SLOTS_PER_USER: '1' },
  });
  const renders = await renderFixtureCards();
  // Scans answer only once the index has an entry (else 503 scan_not_ready).
  await indexFixtureCards(t.app.pool, renders, ['base1-4']);
  photo = (await makePhoto([renders.get('base1-4') as Buffer], 7)).jpeg;
}, 60_000);
afterAll(async () => t?.close());

function scan(user: TestUser) {
  const form = scanForm(photo);
  return t.app.inject({
    method: 'POST',
    url: '/api/scan/identify',
    headers: { ...user.headers, 'content-type': form.contentType },
    payload: form.payload,
  });
}

describe('per-user scan slots', () => {
  it('refuses a user who already fills their slots, without taking the shared queue', async () => {
    const greedy = await createShopUser(t.app);
    const other = await createShopUser(t.app);
    const burst = await Promise.all([scan(greedy), scan(greedy), scan(greedy), scan(other)]);
    const greedyCodes = burst.slice(0, 3).map((res) => res.statusCode);
    expect(greedyCodes.filter((code) => code === 200)).toHaveLength(1);
    expect(greedyCodes.filter((code) => code === 429)).toHaveLength(2);
    const refused = burst.find((res) => res.statusCode === 429);
    expect(refused?.json().error.code).toBe('scan_limit');
    expect(burst[3]?.statusCode).toBe(200);
    expect((await scan(greedy)).statusCode).toBe(200);
  }, 120_000);
});
