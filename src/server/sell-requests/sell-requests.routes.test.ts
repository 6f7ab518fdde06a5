import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, call, insertPrices } from '../collection/collection-test-kit.ts';
import { csrfHeaders, type TestApp } from '../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;
let admin: TestUser;
let unverifiedAdmin: TestUser;
let charizard: number;
let pikachu: number;
let mistyItem: number;

const address = {
  name: 'Ash Ketchum',
  line1: '1 Route One',
  city: 'Pallet Town',
  postalCode: '12345',
  country: 'jp',
};

async function create(user: TestUser, items: unknown[], extra: object = {}) {
  return call(t, user, 'POST', '/api/sell-requests', { items, returnAddress: address, ...extra });
}

async function newRequest(): Promise<{ id: number; items: { id: number }[] }> {
  const res = await create(ash, [
    { userProductId: charizard, condition: 'LP', askingCents: 25000 },
    { userProductId: pikachu, condition: 'NM', askingCents: 300 },
  ]);
  expect(res.status).toBe(201);
  return res.body.sellRequest;
}

beforeAll(async () => {
  t = await createCatalogTestApp();
  ash = await createTestUser(t.app);
  misty = await createTestUser(t.app);
  admin = await createAdmin(t.app);
  unverifiedAdmin = await createTestUser(t.app, { role: 'admin', verified: false });
  charizard = (await addItem(t, ash, { product_id: 'base1-4' })).id;
  pikachu = (await addItem(t, ash, { product_id: 'base1-58' })).id;
  mistyItem = (await addItem(t, misty, { product_id: 'base1-2' })).id;
  await insertPrices(t, [{ productId: 'base1-4', date: '2025-01-02', market: 31299 }]);
});
afterAll(async () => t.close());

describe('creating a sell request', () => {
  it('copies the cards from the collection with the asked condition and price', async () => {
    const res = await create(
      ash,
      [
        { userProductId: charizard, condition: 'LP', askingCents: 25000 },
        { userProductId: pikachu, condition: 'MP', askingCents: 150 },
      ],
      { note: 'Binder copies' },
    );
    expect(res.status).toBe(201);
    const request = res.body.sellRequest;
    expect(request).toMatchObject({
      status: 'submitted',
      number: `SR-${String(request.id).padStart(6, '0')}`,
      userEmail: ash.email,
      note: 'Binder copies',
      askingTotalCents: 25150,
      offerTotalCents: null,
      returnAddress: { ...address, country: 'JP', line2: '' },
    });
    expect(request.items.map((i: { productName: string }) => i.productName)).toEqual([
      'Charizard',
      'Pikachu',
    ]);
  });

  it.each([
    ['no items', { items: [] }, 'Select at least one card'],
    [
      'a zero price',
      { items: [{ userProductId: 1, condition: 'NM', askingCents: 0 }] },
      'above zero',
    ],
    [
      'an unknown condition',
      { items: [{ userProductId: 1, condition: 'OK', askingCents: 5 }] },
      'condition',
    ],
    ['no address', { returnAddress: undefined }, 'returnAddress'],
  ])('refuses %s with a 400 naming the problem', async (_name, patch, message) => {
    const body = {
      items: [{ userProductId: charizard, condition: 'NM', askingCents: 100 }],
      returnAddress: address,
      ...patch,
    };
    const res = await call(t, ash, 'POST', '/api/sell-requests', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
  });

  it('refuses the same collection item twice', async () => {
    const item = { userProductId: charizard, condition: 'NM', askingCents: 100 };
    const res = await create(ash, [item, item]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('once');
  });

  it("refuses another user's collection item as not found, and writes nothing", async () => {
    const before = await call(t, ash, 'GET', '/api/sell-requests');
    const res = await create(ash, [
      { userProductId: charizard, condition: 'NM', askingCents: 100 },
      { userProductId: mistyItem, condition: 'NM', askingCents: 100 },
    ]);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(`Collection item ${mistyItem} was not found`);
    const after = await call(t, ash, 'GET', '/api/sell-requests');
    expect(after.body.sellRequests).toHaveLength(before.body.sellRequests.length);
  });

  it('refuses a wishlist item with a 400', async () => {
    const wanted = await addItem(t, ash, { product_id: 'sv08-057', wishlist: true });
    const res = await create(ash, [
      { userProductId: wanted.id, condition: 'NM', askingCents: 100 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Pikachu ex is on your wishlist, not in your collection');
  });

  it('needs a signed-in user with a verified e-mail', async () => {
    const item = { userProductId: charizard, condition: 'NM', askingCents: 100 };
    expect((await create({ ...ash, headers: csrfHeaders() }, [item])).status).toBe(401);
    const unverified = await createTestUser(t.app, { verified: false });
    expect((await create(unverified, [item])).status).toBe(403);
  });
});

describe('who sees and changes a request', () => {
  it('lists only the signed-in user’s own requests', async () => {
    const mine = await newRequest();
    const ashList = await call(t, ash, 'GET', '/api/sell-requests');
    const mistyList = await call(t, misty, 'GET', '/api/sell-requests');
    expect(ashList.body.sellRequests.map((r: { id: number }) => r.id)).toContain(mine.id);
    expect(mistyList.body.sellRequests).toEqual([]);
  });

  it('answers 404 to another user for every call on the request', async () => {
    const { id } = await newRequest();
    expect((await call(t, misty, 'GET', `/api/sell-requests/${id}`)).status).toBe(404);
    expect((await call(t, misty, 'PUT', `/api/sell-requests/${id}`, { note: 'x' })).status).toBe(
      404,
    );
    expect((await call(t, misty, 'DELETE', `/api/sell-requests/${id}`)).status).toBe(404);
    expect((await call(t, misty, 'GET', `/api/sell-requests/${id}/label`)).status).toBe(404);
    const answer = { decision: 'accept' };
    expect((await call(t, misty, 'POST', `/api/sell-requests/${id}/response`, answer)).status).toBe(
      404,
    );
    expect((await call(t, ash, 'GET', `/api/sell-requests/${id}`)).status).toBe(200);
    expect((await call(t, admin, 'GET', `/api/sell-requests/${id}`)).status).toBe(200);
  });

  it('lets only verified admins use the admin calls (403 otherwise)', async () => {
    const { id, items } = await newRequest();
    const offer = { offers: items.map((item) => ({ itemId: item.id, offerCents: 100 })) };
    for (const user of [ash, unverifiedAdmin]) {
      expect((await call(t, user, 'GET', '/api/admin/sell-requests')).status).toBe(403);
      expect(
        (await call(t, user, 'POST', `/api/admin/sell-requests/${id}/offer`, offer)).status,
      ).toBe(403);
      const status = { status: 'received' };
      expect(
        (await call(t, user, 'PUT', `/api/admin/sell-requests/${id}/status`, status)).status,
      ).toBe(403);
    }
    expect((await call(t, null, 'GET', '/api/admin/sell-requests')).status).toBe(401);
    const all = await call(t, admin, 'GET', '/api/admin/sell-requests?status=submitted');
    expect(all.status).toBe(200);
    expect(all.body.sellRequests.map((r: { id: number }) => r.id)).toContain(id);
    expect(all.body.sellRequests.every((r: { status: string }) => r.status === 'submitted')).toBe(
      true,
    );
  });

  it('does not let the admin answer an offer on the owner’s behalf', async () => {
    const { id, items } = await newRequest();
    const offers = items.map((item) => ({ itemId: item.id, offerCents: 100 }));
    await call(t, admin, 'POST', `/api/admin/sell-requests/${id}/offer`, { offers });
    const res = await call(t, admin, 'POST', `/api/sell-requests/${id}/response`, {
      decision: 'accept',
    });
    expect(res.status).toBe(404);
  });
});

describe('update and delete by the owner', () => {
  it('replaces the items while waiting for an offer, then refuses once offered', async () => {
    const { id, items } = await newRequest();
    const put = await call(t, ash, 'PUT', `/api/sell-requests/${id}`, {
      items: [{ userProductId: pikachu, condition: 'HP', askingCents: 99 }],
      note: 'only the Pikachu',
    });
    expect(put.status).toBe(200);
    expect(put.body.sellRequest).toMatchObject({ note: 'only the Pikachu', askingTotalCents: 99 });
    expect(put.body.sellRequest.items).toHaveLength(1);
    const newItem = put.body.sellRequest.items[0];
    expect(items.map((item) => item.id)).not.toContain(newItem.id);
    const offers = [{ itemId: newItem.id, offerCents: 80 }];
    await call(t, admin, 'POST', `/api/admin/sell-requests/${id}/offer`, { offers });
    const late = await call(t, ash, 'PUT', `/api/sell-requests/${id}`, { note: 'later' });
    expect(late.status).toBe(409);
  });

  it('withdraws a request before acceptance and refuses after', async () => {
    const first = await newRequest();
    expect((await call(t, ash, 'DELETE', `/api/sell-requests/${first.id}`)).status).toBe(204);
    expect((await call(t, ash, 'GET', `/api/sell-requests/${first.id}`)).status).toBe(404);
    const second = await newRequest();
    const offers = second.items.map((item) => ({ itemId: item.id, offerCents: 50 }));
    await call(t, admin, 'POST', `/api/admin/sell-requests/${second.id}/offer`, { offers });
    await call(t, ash, 'POST', `/api/sell-requests/${second.id}/response`, { decision: 'accept' });
    const res = await call(t, ash, 'DELETE', `/api/sell-requests/${second.id}`);
    expect(res.status).toBe(409);
  });
});

describe('offer, answer and statuses', () => {
  it('needs exactly one offer per item of the request', async () => {
    const { id, items } = await newRequest();
    const url = `/api/admin/sell-requests/${id}/offer`;
    const partial = await call(t, admin, 'POST', url, {
      offers: [{ itemId: items[0]?.id, offerCents: 10 }],
    });
    expect(partial.status).toBe(400);
    expect(partial.body.error.message).toBe('Make exactly one offer for every item');
    const foreign = await call(t, admin, 'POST', url, {
      offers: [{ itemId: 999_999, offerCents: 10 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe('Item 999999 is not part of this request');
  });

  it('runs submitted → offered → accepted → received → paid', async () => {
    const { id, items } = await newRequest();
    const statusUrl = `/api/admin/sell-requests/${id}/status`;
    expect((await call(t, admin, 'PUT', statusUrl, { status: 'received' })).status).toBe(409);
    const noOffer = await call(t, ash, 'POST', `/api/sell-requests/${id}/response`, {
      decision: 'accept',
    });
    expect(noOffer.status).toBe(409);

    const offers = items.map((item, index) => ({
      itemId: item.id,
      offerCents: 1000 * (index + 1),
    }));
    const offered = await call(t, admin, 'POST', `/api/admin/sell-requests/${id}/offer`, {
      offers,
    });
    expect(offered.body.sellRequest).toMatchObject({ status: 'offered', offerTotalCents: 3000 });

    const accepted = await call(t, ash, 'POST', `/api/sell-requests/${id}/response`, {
      decision: 'accept',
    });
    expect(accepted.body.sellRequest.status).toBe('accepted');
    expect((await call(t, admin, 'PUT', statusUrl, { status: 'paid' })).status).toBe(409);
    const received = await call(t, admin, 'PUT', statusUrl, { status: 'received' });
    expect(received.body.sellRequest.status).toBe('received');
    const paid = await call(t, admin, 'PUT', statusUrl, { status: 'paid' });
    expect(paid.body.sellRequest.status).toBe('paid');

    const audit = await call(
      t,
      admin,
      'GET',
      `/api/admin/audit-log?targetType=sell_request&targetId=${id}`,
    );
    const entries = audit.body.items.map(
      (e: { action: string; adminId: number; after: unknown }) => [e.action, e.adminId, e.after],
    );
    expect(entries).toEqual([
      ['sell_request.status', admin.id, { status: 'paid' }],
      ['sell_request.status', admin.id, { status: 'received' }],
      [
        'sell_request.offer',
        admin.id,
        { status: 'offered', offers: offers.map((o) => [o.itemId, o.offerCents]) },
      ],
    ]);
  });

  it('lets the owner decline, and the admin make a new offer', async () => {
    const { id, items } = await newRequest();
    const offers = items.map((item) => ({ itemId: item.id, offerCents: 10 }));
    await call(t, admin, 'POST', `/api/admin/sell-requests/${id}/offer`, { offers });
    const declined = await call(t, ash, 'POST', `/api/sell-requests/${id}/response`, {
      decision: 'decline',
    });
    expect(declined.body.sellRequest.status).toBe('declined');
    const better = items.map((item) => ({ itemId: item.id, offerCents: 20 }));
    const again = await call(t, admin, 'POST', `/api/admin/sell-requests/${id}/offer`, {
      offers: better,
    });
    expect(again.body.sellRequest).toMatchObject({ status: 'offered', offerTotalCents: 40 });
  });
});

describe('the OpenAPI document', () => {
  it('lists the sell-request calls', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/sell-requests/',
        '/api/sell-requests/{id}',
        '/api/sell-requests/{id}/response',
        '/api/sell-requests/{id}/label',
        '/api/admin/sell-requests/',
        '/api/admin/sell-requests/{id}/offer',
        '/api/admin/sell-requests/{id}/status',
      ]),
    );
  });
});
