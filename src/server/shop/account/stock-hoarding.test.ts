import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../../test/users.ts';
import { cooldownText, pendingOrdersText, reservationCapText } from '../orders/reservation-cap.ts';
import { ADDRESS, insertProduct, query, refOf, seedShop, stockOf } from '../test/shop-test-kit.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    ORDER_SWEEP_SECONDS: '0',
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
    ORDER_MAX_RESERVED_PER_PRODUCT: '3',
    ORDER_MAX_PENDING_PER_USER: '3',
  });
  await seedShop(t);
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const order = (user: TestUser, id: number, quantity: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: user.headers,
    payload: { items: [{ id, quantity }], shippingAddress: ADDRESS },
  });

const pay = (redirectUrl: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/test',
    headers: { 'content-type': 'application/json', 'x-dev-key': t.app.config.DEV_KEY ?? '' },
    payload: JSON.stringify({
      kind: 'checkout',
      ref: refOf(redirectUrl),
      outcome: 'success',
      cardNumber: '4242424242424242',
    }),
  });

const adminSet = (orderId: number, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/shop/orders/${orderId}`,
    headers: admin.headers,
    payload: body,
  });

describe('per-user reservation cap', () => {
  it('stops one buyer from holding more than the cap of a product, accessories included', async () => {
    const accessory = await insertProduct(t, { stock: 50, categoryId: 2 });
    const hoarder = await createTestUser(t.app);
    expect((await order(hoarder, accessory, 2)).statusCode).toBe(201);
    const refused = await order(hoarder, accessory, 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(reservationCapText(3));
    expect((await order(hoarder, accessory, 1)).statusCode).toBe(201);
    expect(await stockOf(t, accessory)).toBe(47);
    expect((await order(await createTestUser(t.app), accessory, 3)).statusCode).toBe(201);
  });

  it('holds under parallel checkouts of one buyer', async () => {
    const product = await insertProduct(t, { stock: 50 });
    const hoarder = await createTestUser(t.app);
    const results = await Promise.all(Array.from({ length: 6 }, () => order(hoarder, product, 1)));
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(await stockOf(t, product)).toBe(47);
  });
});

describe('hoarding a scarce product (stock at or below the cap)', () => {
  it('lets one buyer hold only half of it, so the next buyer still gets some', async () => {
    const scarce = await insertProduct(t, { stock: 4 });
    const hoarder = await createTestUser(t.app);
    const all = await order(hoarder, scarce, 3);
    expect(all.statusCode).toBe(409);
    expect(all.body).toContain(reservationCapText(2));
    expect((await order(hoarder, scarce, 2)).statusCode).toBe(201);
    expect((await order(hoarder, scarce, 1)).statusCode).toBe(409);
    expect((await order(await createTestUser(t.app), scarce, 2)).statusCode).toBe(201);
  });

  it('caps the unpaid orders one buyer keeps open', async () => {
    const hoarder = await createTestUser(t.app);
    for (let i = 0; i < 3; i += 1) {
      const product = await insertProduct(t, { stock: 10 });
      expect((await order(hoarder, product, 1)).statusCode).toBe(201);
    }
    const fourth = await order(hoarder, await insertProduct(t, { stock: 10 }), 1);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.message).toBe(pendingOrdersText(3));
  });

  it('makes a buyer wait after cancelling before reserving the same product again', async () => {
    const scarce = await insertProduct(t, { stock: 2 });
    const other = await insertProduct(t, { stock: 2 });
    const hoarder = await createTestUser(t.app);
    const placed = (await order(hoarder, scarce, 1)).json();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.order.id}/cancel`,
      headers: hoarder.headers,
    });
    expect(cancel.statusCode).toBe(200);
    const again = await order(hoarder, scarce, 1);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(cooldownText(10));
    expect(await stockOf(t, scarce)).toBe(2);
    expect((await order(hoarder, other, 1)).statusCode).toBe(201);
    expect((await order(await createTestUser(t.app), scarce, 1)).statusCode).toBe(201);
  });
});

describe('refunds', () => {
  it('does not restock a refunded order that was already shipped', async () => {
    const product = await insertProduct(t, { stock: 5 });
    const buyer = await createTestUser(t.app);
    const placed = await order(buyer, product, 2);
    const { order: created, redirectUrl } = placed.json();
    expect((await pay(redirectUrl)).statusCode).toBe(200);
    expect(
      (await adminSet(created.id, { status: 'shipped', trackingNumber: 'TRK1' })).statusCode,
    ).toBe(200);
    expect((await adminSet(created.id, { status: 'refunded' })).statusCode).toBe(200);
    expect(await stockOf(t, product)).toBe(3);
  });
});

describe('deleting an account', () => {
  it('releases its reservations and keeps its orders for the shop, anonymised once shipped, without the card', async () => {
    const product = await insertProduct(t, { stock: 10 });
    const buyer = await createTestUser(t.app);
    const paid = (await order(buyer, product, 1)).json();
    await pay(paid.redirectUrl);
    const shipped = (await order(buyer, product, 1)).json();
    await pay(shipped.redirectUrl);
    await adminSet(shipped.order.id, { status: 'shipped', trackingNumber: 'TRK2' });
    const pending = (await order(buyer, product, 3)).json();
    expect(await stockOf(t, product)).toBe(5);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile',
      headers: buyer.headers,
      payload: { confirm_email: buyer.email },
    });
    expect(res.statusCode).toBe(204);
    expect(await stockOf(t, product)).toBe(8);
    const rows = await query<{ id: number; status: string; user_id: number | null; name: string }>(
      t,
      `SELECT id, status, user_id, shipping_address->>'name' AS name, payment_fingerprint AS card
       FROM orders WHERE id = ANY($1) ORDER BY id`,
      [[paid.order.id, shipped.order.id, pending.order.id]],
    );
    expect(rows).toEqual([
      { id: paid.order.id, status: 'paid', user_id: null, name: ADDRESS.name, card: null },
      {
        id: shipped.order.id,
        status: 'shipped',
        user_id: null,
        name: 'Deleted account',
        card: null,
      },
      {
        id: pending.order.id,
        status: 'cancelled',
        user_id: null,
        name: 'Deleted account',
        card: null,
      },
    ]);
    const listed = await t.app.inject({ url: '/api/admin/shop/orders', headers: admin.headers });
    expect(listed.statusCode).toBe(200);
  });
});
