import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addItem,
  call,
  createBinder,
  createCollectionTestApp,
  insertPrices,
} from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import {
  befriend,
  type Collector,
  createCollectorWithHandle,
  setPrivacy,
} from './social-test-kit.ts';

// Three viewers of ash's collection: misty (friend), gary (stranger), brock (blocked by ash).
let t: TestApp;
let ash: Collector;
let misty: Collector;
let gary: Collector;
let brock: Collector;
let tradeItemId: number;

beforeAll(async () => {
  t = await createCollectionTestApp();
  ash = await createCollectorWithHandle(t, 'ash');
  misty = await createCollectorWithHandle(t, 'misty');
  gary = await createCollectorWithHandle(t, 'gary');
  brock = await createCollectorWithHandle(t, 'brock');
  await insertPrices(t, [
    { productId: 'base1-4', date: '2025-01-01', market: 1_000 },
    { productId: 'base1-4', date: '2025-01-02', market: 1_500 },
  ]);
  const binder = await createBinder(t, ash, 'Vintage');
  const item = await addItem(t, ash, {
    product_id: 'base1-4',
    quantity: 2,
    binder_id: binder.id,
    notes: 'secret note',
    purchase_price: 4321.57,
    for_trade: true,
  });
  tradeItemId = item.id;
  await addItem(t, ash, { product_id: 'base1-2', wishlist: true });
  await addItem(t, misty, { product_id: 'base1-4', wishlist: true });
  await addItem(t, misty, { product_id: 'base1-2', for_trade: true });
  await befriend(t, misty, ash);
  await befriend(t, brock, ash);
  expect((await call(t, ash, 'POST', '/api/friends/blocks', { handle: brock.handle })).status).toBe(
    204,
  );
});
afterAll(async () => t.close());

const friendEndpoints = (id: number) => [
  `/api/friends/${id}/collection`,
  `/api/friends/${id}/trade-matches`,
];

describe('a private collection', () => {
  it('answers the friend 403 collection_private and everyone else 404', async () => {
    for (const url of friendEndpoints(ash.id)) {
      const friend = await call(t, misty, 'GET', url);
      expect(friend.status).toBe(403);
      expect(friend.body.error).toMatchObject({ issues: { code: 'collection_private' } });
      expect(friend.body.error.message).toContain('private');
      expect((await call(t, gary, 'GET', url)).status).toBe(404);
      expect((await call(t, brock, 'GET', url)).status).toBe(404);
    }
    const owners = await call(t, misty, 'GET', '/api/friends/owners?productId=base1-4');
    expect(owners.body).toEqual([]);
    const [friend] = (await call(t, misty, 'GET', '/api/friends')).body.friends;
    expect(friend).toMatchObject({ id: ash.id, shares_collection: false, collection_value: null });
  });
});

describe('a collection shared with friends', () => {
  it('shows the friend items without private fields, values only when shown', async () => {
    await setPrivacy(t, ash, 'friends', false);
    const hidden = await call(t, misty, 'GET', `/api/friends/${ash.id}/collection`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.values).toBeNull();
    expect(hidden.body.owner).toEqual({ handle: ash.handle, display_name: ash.handle });
    expect(hidden.body.binders).toMatchObject([{ name: 'Vintage', item_count: 1 }]);
    expect(hidden.body.items.map((item: { product_id: string }) => item.product_id).sort()).toEqual(
      ['base1-2', 'base1-4'],
    );
    const text = JSON.stringify(hidden.body);
    for (const secret of ['secret note', 'purchase_price', '4321', ash.email]) {
      expect(text).not.toContain(secret);
    }
    expect((await call(t, misty, 'GET', '/api/friends')).body.friends[0]).toMatchObject({
      shares_collection: true,
      collection_value: null,
    });

    await setPrivacy(t, ash, 'friends', true);
    const shown = await call(t, misty, 'GET', `/api/friends/${ash.id}/collection`);
    expect(shown.body.values[String(tradeItemId)]).toMatchObject({ current_value: 30 });
    expect((await call(t, misty, 'GET', '/api/friends')).body.friends[0]).toMatchObject({
      collection_value: 30,
    });
  });

  it('stays hidden from the stranger and the blocked user on every endpoint', async () => {
    await setPrivacy(t, ash, 'public', true);
    for (const url of [...friendEndpoints(ash.id), '/api/friends/owners?productId=base1-4']) {
      for (const viewer of [gary, brock]) {
        const res = await call(t, viewer, 'GET', url);
        expect(res.status === 404 || (res.status === 200 && res.body.length === 0)).toBe(true);
        expect(JSON.stringify(res.body)).not.toContain(ash.handle);
      }
    }
    expect((await call(t, gary, 'DELETE', `/api/friends/${ash.id}`)).status).toBe(404);
    expect((await call(t, brock, 'GET', '/api/friends')).body.friends).toEqual([]);
  });

  it('lists friends who own a card, and trade matches both ways', async () => {
    const owners = await call(t, misty, 'GET', '/api/friends/owners?productId=base1-4');
    expect(owners.body).toEqual([
      { id: ash.id, handle: ash.handle, display_name: ash.handle, quantity: 2 },
    ]);
    await setPrivacy(t, misty, 'friends', false);
    const matches = await call(t, ash, 'GET', `/api/friends/${misty.id}/trade-matches`);
    expect(matches.body.they_want.map((item: { id: number }) => item.id)).toEqual([tradeItemId]);
    expect(matches.body.i_want.map((item: { product_id: string }) => item.product_id)).toEqual([
      'base1-2',
    ]);
    // Taken off the trade list (PUT), the item no longer matches.
    const put = await call(t, ash, 'PUT', `/api/iOSUserCards/${tradeItemId}`, { for_trade: false });
    expect(put.body.for_trade).toBe(false);
    const after = await call(t, ash, 'GET', `/api/friends/${misty.id}/trade-matches`);
    expect(after.body.they_want).toEqual([]);
  });
});

describe('blocking', () => {
  it('hides the blocked user from requests and lets the blocker unblock', async () => {
    const res = await call(t, brock, 'POST', '/api/friends/requests', { handle: ash.handle });
    expect(res.status).toBe(202);
    expect((await call(t, ash, 'GET', '/api/friends')).body).toMatchObject({
      incoming: [],
      blocked: [{ id: brock.id, handle: brock.handle }],
    });
    expect((await call(t, misty, 'DELETE', `/api/friends/blocks/${brock.id}`)).status).toBe(404);
    expect((await call(t, ash, 'DELETE', `/api/friends/blocks/${brock.id}`)).status).toBe(204);
    expect((await call(t, ash, 'GET', '/api/friends')).body.blocked).toEqual([]);
    // Unblocking does not restore the friendship.
    expect((await call(t, brock, 'GET', `/api/friends/${ash.id}/collection`)).status).toBe(404);
  });

  it('rejects ids that are not numbers with a 400 naming the field', async () => {
    const res = await call(t, misty, 'GET', '/api/friends/abc/collection');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('friendId');
  });
});
