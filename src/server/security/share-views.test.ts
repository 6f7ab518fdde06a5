import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_PAGE_SIZE } from '#core/social/social.schema.ts';
import {
  addItem,
  call,
  createCollectionTestApp,
  insertPrices,
} from '../collection/collection-test-kit.ts';
import {
  befriend,
  type Collector,
  createCollectorWithHandle,
  setPrivacy,
} from '../social/social-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';

// Security round 3, items 3 and 11 (audit M2, L9): a share link shows its scope a page at a
// time, limited per client address; "values hidden" hides every price in what others see.
let t: TestApp;
let ash: Collector;
let misty: Collector;
let token: string;

beforeAll(async () => {
  t = await createCollectionTestApp();
  ash = await createCollectorWithHandle(t, 'ash');
  misty = await createCollectorWithHandle(t, 'misty');
  await insertPrices(t, [{ productId: 'base1-4', date: '2025-01-02', market: 1_500 }]);
  await addItem(t, ash, { product_id: 'base1-4', quantity: 2, for_trade: true });
  await addItem(t, misty, { product_id: 'base1-4', wishlist: true });
  const bulk = await call(t, ash, 'POST', '/api/iOSUserCards/bulk', {
    products: Array.from({ length: SHARE_PAGE_SIZE }, () => ({ product_id: 'base1-2' })),
  });
  expect(bulk.status).toBe(201);
  await befriend(t, misty, ash);
  await setPrivacy(t, ash, 'friends', false);
  token = (await call(t, ash, 'POST', '/api/shares', { scope: 'collection' })).body.token;
});
afterAll(async () => t.close());

const prices = (body: unknown) =>
  JSON.stringify(body).match(/"(market_price|price_date|price_source)":(?!null)[^,}]+/g) ?? [];

describe('values hidden', () => {
  it('leaves no price in the share link, the friend view or trade matches', async () => {
    const shared = await call(t, null, 'GET', `/api/shares/public/${token}`);
    const friend = await call(t, misty, 'GET', `/api/friends/${ash.id}/collection`);
    const matches = await call(t, misty, 'GET', `/api/friends/${ash.id}/trade-matches`);
    expect(shared.status).toBe(200);
    expect(friend.status).toBe(200);
    expect(matches.body.i_want).toHaveLength(1);
    expect([prices(shared.body), prices(friend.body), prices(matches.body.i_want)]).toEqual([
      [],
      [],
      [],
    ]);
    expect(shared.body.values).toBeNull();
  });
});

describe('a share link of a big collection', () => {
  it('is served in pages with the total', async () => {
    const first = await call(t, null, 'GET', `/api/shares/public/${token}`);
    expect(first.body).toMatchObject({
      page: 1,
      page_size: SHARE_PAGE_SIZE,
      total_items: SHARE_PAGE_SIZE + 1,
    });
    expect(first.body.items).toHaveLength(SHARE_PAGE_SIZE);
    const second = await call(t, null, 'GET', `/api/shares/public/${token}?page=2`);
    expect(second.body.items.map((item: { product_id: string }) => item.product_id)).toEqual([
      'base1-4',
    ]);
  });

  it('answers 429 to one address (an IPv6 /64) after 60 views a minute', async () => {
    const view = (n: number) =>
      t.app.inject({
        url: `/api/shares/public/${token}?page=3`,
        remoteAddress: `2001:db8:9::${n}`,
      });
    for (let n = 1; n <= 60; n++) {
      expect((await view(n)).statusCode).toBe(200);
    }
    expect((await view(61)).statusCode).toBe(429);
  });
});
