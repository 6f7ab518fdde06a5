import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, call } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';

// Security round 3, item 12 (audit L13): a sell request the shop accepted outlives the seller's
// account deletion; one it owes nothing on goes with the account.
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createCatalogTestApp();
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const address = {
  name: 'Ash Ketchum',
  line1: '1 Route One',
  city: 'Pallet Town',
  postalCode: '12345',
  country: 'jp',
};

async function request(seller: TestUser) {
  const item = await addItem(t, seller, { product_id: 'base1-4' });
  const res = await call(t, seller, 'POST', '/api/sell-requests', {
    items: [{ userProductId: item.id, condition: 'NM', askingCents: 5000 }],
    returnAddress: address,
  });
  expect(res.status).toBe(201);
  return res.body.sellRequest as { id: number; items: { id: number }[] };
}

describe('deleting a seller account', () => {
  it('keeps the accepted request for the shop and drops the unanswered one', async () => {
    const seller = await createTestUser(t.app);
    const accepted = await request(seller);
    const pending = await request(seller);
    const offers = accepted.items.map((item) => ({ itemId: item.id, offerCents: 4000 }));
    expect(
      (await call(t, admin, 'POST', `/api/admin/sell-requests/${accepted.id}/offer`, { offers }))
        .status,
    ).toBe(200);
    const answer = { decision: 'accept' };
    expect(
      (await call(t, seller, 'POST', `/api/sell-requests/${accepted.id}/response`, answer)).status,
    ).toBe(200);
    const deleted = await call(t, seller, 'DELETE', '/api/profile', {
      confirm_email: seller.email,
    });
    expect(deleted.status).toBe(204);

    const kept = await call(t, admin, 'GET', `/api/sell-requests/${accepted.id}`);
    expect(kept.status).toBe(200);
    expect(kept.body.sellRequest ?? kept.body).toMatchObject({
      status: 'accepted',
      userId: null,
      userEmail: 'Deleted account',
      offerTotalCents: 4000,
    });
    expect((await call(t, admin, 'GET', `/api/sell-requests/${pending.id}`)).status).toBe(404);
  });
});
