import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, call } from '../collection/collection-test-kit.ts';
import { decodeBarcode, readPdf } from '../test/label-pdf-reader.ts';
import type { TestApp } from '../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;
let admin: TestUser;

const address = {
  name: 'Ash Ketchum',
  line1: '1 Route One',
  line2: 'Lab annex',
  city: 'Pallet Town',
  postalCode: '12345',
  country: 'JP',
};

async function label(user: TestUser, id: number) {
  return t.app.inject({ url: `/api/sell-requests/${id}/label`, headers: user.headers });
}

/** A request of `productIds` taken to `accepted` through the API. */
async function acceptedRequest(productIds: string[]) {
  const items = [];
  for (const productId of productIds) {
    const item = await addItem(t, ash, { product_id: productId });
    items.push({ userProductId: item.id, condition: 'NM', askingCents: 500 });
  }
  const created = await call(t, ash, 'POST', '/api/sell-requests', {
    items,
    returnAddress: address,
  });
  const request = created.body.sellRequest as {
    id: number;
    number: string;
    items: { id: number }[];
  };
  const offers = request.items.map((item) => ({ itemId: item.id, offerCents: 400 }));
  await call(t, admin, 'POST', `/api/admin/sell-requests/${request.id}/offer`, { offers });
  return request;
}

beforeAll(async () => {
  t = await createCatalogTestApp({
    overrides: {
      SELL_REQUEST_SHIP_TO: 'Cardfolio Buying Desk|100 Market Street|Portland, OR 97201|US',
    },
  });
  ash = await createTestUser(t.app);
  misty = await createTestUser(t.app);
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

describe('GET /api/sell-requests/{id}/label', () => {
  it('refuses the label until the offer is accepted (the label error state)', async () => {
    const request = await acceptedRequest(['base1-4']);
    const res = await label(ash, request.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'The shipping label is available once the offer has been accepted',
    );
  });

  it('gives the owner a PDF with both addresses, the number, the items and a Code 128 barcode', async () => {
    const request = await acceptedRequest(['base1-4', 'base1-58', 'ja-SV8-033']);
    await call(t, ash, 'POST', `/api/sell-requests/${request.id}/response`, { decision: 'accept' });
    const res = await label(ash, request.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${request.number}-label.pdf`);

    const [page, ...more] = await readPdf(res.rawPayload);
    expect(more).toEqual([]);
    const text = page?.text ?? [];
    expect(text).toEqual(
      expect.arrayContaining([
        'Ash Ketchum',
        '1 Route One',
        'Lab annex',
        '12345 Pallet Town',
        'Cardfolio Buying Desk',
        '100 Market Street',
        'Portland, OR 97201',
        `Sell request ${request.number}`,
        request.number,
        'Items (3)',
        'Charizard (NM) base1-4',
        'Pikachu (NM) base1-58',
        // The standard PDF fonts cannot show Japanese; the product id still identifies the card.
        '?????ex (NM) ja-SV8-033',
      ]),
    );
    expect(decodeBarcode(page?.rects ?? [])).toBe(request.number);

    const stamped = await call(t, ash, 'GET', `/api/sell-requests/${request.id}`);
    expect(stamped.body.sellRequest.labelGeneratedAt).not.toBeNull();
  });

  it('serves the label to admins but not to other users', async () => {
    const request = await acceptedRequest(['base1-2']);
    await call(t, ash, 'POST', `/api/sell-requests/${request.id}/response`, { decision: 'accept' });
    expect((await label(admin, request.id)).statusCode).toBe(200);
    expect((await label(misty, request.id)).statusCode).toBe(404);
  });

  it('continues a long item list on further pages', async () => {
    const ids = Array.from({ length: 30 }, () => 'base1-10');
    const request = await acceptedRequest(ids);
    await call(t, ash, 'POST', `/api/sell-requests/${request.id}/response`, { decision: 'accept' });
    const pages = await readPdf((await label(ash, request.id)).rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const lines = pages.flatMap((p) => p.text).filter((line) => line === 'Mewtwo (NM) base1-10');
    expect(lines).toHaveLength(30);
  });
});
