import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../../test/test-app.ts';
import { createAdmin, createMember, createTestUser, type TestUser } from '../../test/users.ts';
import { ADDRESS, insertProduct, query, refOf, seedShop, stockOf } from '../test/shop-test-kit.ts';
import { sweepExpiredOrders } from './orders.service.ts';

let t: TestApp;
let buyer: TestUser;
let other: TestUser;
let member: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    ORDER_SWEEP_SECONDS: '0',
    DEV_MODE: 'true',
    ORDER_RATE_LIMIT_PER_MINUTE: '100000',
    // One buyer places many orders here; the anti-hoarding limits are tested in stock-hoarding.
    ORDER_MAX_PENDING_PER_USER: '1000',
    ORDER_CANCEL_COOLDOWN_MINUTES: '0',
    ORDER_MAX_STOCK_SHARE_PERCENT: '100',
    LOG_LEVEL: process.env.SHOP_LOG === 'error' ? 'error' : 'silent',
  });
  await seedShop(t);
  buyer = await createTestUser(t.app);
  other = await createTestUser(t.app);
  member = await createMember(t.app);
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

function order(user: TestUser | undefined, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: user?.headers ?? csrfHeaders(),
    payload: payload as object,
  });
}

function webhook(body: Record<string, string>, form = false) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/test',
    headers: {
      'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
      'x-dev-key': t.app.config.DEV_KEY ?? '',
    },
    payload: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
}

async function placeOrder(
  user: TestUser,
  items: { id: number; quantity: number }[],
  shippingAddress: object = ADDRESS,
) {
  const res = await order(user, { items, shippingAddress });
  expect(res.statusCode).toBe(201);
  return res.json() as {
    order: { id: number; shippingCents: number; totalCents: number; status: string };
    redirectUrl: string;
  };
}

describe('POST /api/orders', () => {
  it('reserves stock, prices from the database and ignores client prices', async () => {
    const before = await stockOf(t, 3);
    const res = await order(buyer, {
      items: [{ id: 3, quantity: 2, price: 1, price_cents: 1 }],
      shippingAddress: ADDRESS,
      totalCents: 1,
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.order).toMatchObject({
      status: 'pending',
      subtotalCents: 998,
      discountCents: 0,
      shippingCents: 599,
      totalCents: 1597,
      lines: [{ productId: 3, quantity: 2, unitPriceCents: 499 }],
    });
    expect(body.redirectUrl).toMatch(/^\/api\/payments\/test\/checkout\/test_cs_/);
    expect(await stockOf(t, 3)).toBe(before - 2);
  });

  it('charges members the member price', async () => {
    const { order: placed } = await placeOrder(member, [{ id: 1, quantity: 2 }]);
    // $71.98 of goods: under the free US shipping threshold, so $5.99 shipping.
    expect(placed).toMatchObject({
      subtotalCents: 7998,
      discountCents: 800,
      shippingCents: 599,
      totalCents: 7797,
    });
  });

  it('needs a signed-in user with a verified e-mail', async () => {
    expect(
      (await order(undefined, { items: [{ id: 3, quantity: 1 }], shippingAddress: ADDRESS }))
        .statusCode,
    ).toBe(401);
    const unverified = await createTestUser(t.app, { verified: false });
    const res = await order(unverified, {
      items: [{ id: 3, quantity: 1 }],
      shippingAddress: ADDRESS,
    });
    expect(res.statusCode).toBe(403);
  });

  it.each([
    ['a negative quantity', { items: [{ id: 3, quantity: -1 }], shippingAddress: ADDRESS }],
    ['a zero quantity', { items: [{ id: 3, quantity: 0 }], shippingAddress: ADDRESS }],
    ['a huge quantity', { items: [{ id: 3, quantity: 1e9 }], shippingAddress: ADDRESS }],
    ['a fractional quantity', { items: [{ id: 3, quantity: 1.5 }], shippingAddress: ADDRESS }],
    [
      'a 1000-line cart',
      {
        items: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, quantity: 1 })),
        shippingAddress: ADDRESS,
      },
    ],
    ['an empty cart', { items: [], shippingAddress: ADDRESS }],
    [
      'a duplicated line',
      {
        items: [
          { id: 3, quantity: 1 },
          { id: 3, quantity: 1 },
        ],
        shippingAddress: ADDRESS,
      },
    ],
    ['a string id', { items: [{ id: 'x', quantity: 1 }], shippingAddress: ADDRESS }],
    ['no address', { items: [{ id: 3, quantity: 1 }] }],
    [
      'a bad country',
      { items: [{ id: 3, quantity: 1 }], shippingAddress: { ...ADDRESS, country: 'USA' } },
    ],
    ['more than 10 counted items', { items: [{ id: 3, quantity: 11 }], shippingAddress: ADDRESS }],
    ['an unknown product', { items: [{ id: 987654, quantity: 1 }], shippingAddress: ADDRESS }],
    [
      'a hidden or member-only product',
      { items: [{ id: 5, quantity: 1 }], shippingAddress: ADDRESS },
    ],
    [
      'a quantity over the override table',
      { items: [{ id: 4, quantity: 3 }], shippingAddress: ADDRESS },
    ],
  ])('refuses %s with a 4xx and changes no stock', async (_label, payload) => {
    const [before] = await query<{ total: string }>(
      t,
      'SELECT sum(stock) AS total FROM shop_products',
    );
    const [orders] = await query<{ n: string }>(t, 'SELECT count(*) AS n FROM orders');
    const res = await order(buyer, payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect([400, 409]).toContain(res.statusCode);
    const [after] = await query<{ total: string }>(
      t,
      'SELECT sum(stock) AS total FROM shop_products',
    );
    const [ordersAfter] = await query<{ n: string }>(t, 'SELECT count(*) AS n FROM orders');
    expect(after?.total).toBe(before?.total);
    expect(ordersAfter?.n).toBe(orders?.n);
  });

  it('does not count category 2 towards the 10-item limit', async () => {
    // A fresh buyer: the per-user reservation cap (issue 14) counts the shared buyer's holds.
    const { order: placed } = await placeOrder(await createTestUser(t.app), [
      { id: 3, quantity: 10 },
      { id: 7, quantity: 5 },
    ]);
    expect(placed.status).toBe('pending');
  });

  it('answers an out-of-stock line with 409 and the per-item error text', async () => {
    const id = await insertProduct(t, { stock: 2 });
    const res = await order(buyer, { items: [{ id, quantity: 3 }], shippingAddress: ADDRESS });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.issues).toEqual({ errors: { [String(id)]: 'Only 2 left in stock' } });
  });
});

describe('checkout addresses and shipping', () => {
  function quote(user: TestUser | undefined, payload: unknown) {
    return t.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      headers: user?.headers ?? csrfHeaders(),
      payload: payload as object,
    });
  }

  it.each([
    ['a US address without a state', { ...ADDRESS, region: '' }, 'State is required'],
    [
      'a Canadian address with a US state',
      { ...ADDRESS, country: 'CA', region: 'NY' },
      'Choose a province or territory from the list',
    ],
    [
      'an Australian address without its state',
      { ...ADDRESS, country: 'AU', region: undefined },
      'State or territory is required',
    ],
    [
      'a Japanese address without its prefecture',
      { ...ADDRESS, country: 'JP', region: '' },
      'Prefecture is required',
    ],
  ])('refuses %s with a 400 naming the region field', async (_label, address, message) => {
    const before = await stockOf(t, 3);
    const res = await order(buyer, { items: [{ id: 3, quantity: 1 }], shippingAddress: address });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toContain('shippingAddress.region');
    expect(error.message).toContain(message);
    expect(await stockOf(t, 3)).toBe(before);
  });

  it('refuses a country that is not an ISO 3166-1 country with a 400 naming the country field', async () => {
    const res = await order(buyer, {
      items: [{ id: 3, quantity: 1 }],
      shippingAddress: { ...ADDRESS, country: 'XX', region: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('shippingAddress.country');
    expect(res.json().error.message).toContain('Choose a country from the list');
  });

  it('takes a region only where the country has them, upper-cased', async () => {
    const ontario = await order(buyer, {
      items: [{ id: 3, quantity: 1 }],
      shippingAddress: { ...ADDRESS, country: 'ca', region: 'on' },
    });
    expect(ontario.statusCode).toBe(201);
    expect(ontario.json().order.shippingAddress).toMatchObject({ country: 'CA', region: 'ON' });
    const berlin = await order(buyer, {
      items: [{ id: 3, quantity: 1 }],
      shippingAddress: { ...ADDRESS, country: 'DE', region: '' },
    });
    expect(berlin.statusCode).toBe(201);
  });

  it('quotes shipping before payment, and the order charges exactly the quote', async () => {
    const items = [{ id: 3, quantity: 2 }];
    const cases = [
      ['US', 599, 1597],
      ['CA', 1499, 2497],
      ['JP', 2499, 3497],
    ] as const;
    for (const [country, shipping, total] of cases) {
      const res = await quote(buyer, { items, country });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        currency: 'USD',
        subtotalCents: 998,
        discountCents: 0,
        shippingCents: shipping,
        totalCents: total,
      });
    }
    const region = { US: 'NY', CA: 'QC', JP: 'OSAKA' } as const;
    for (const [country, shipping, total] of cases) {
      const { order: placed } = await placeOrder(buyer, items, {
        ...ADDRESS,
        country,
        region: region[country],
      });
      expect(placed).toMatchObject({ shippingCents: shipping, totalCents: total });
    }
  });

  it('ships US orders free from $75 of goods, member prices counted', async () => {
    // 2 x $39.99 = $79.98 for everyone; members pay 2 x $35.99 = $71.98, under the threshold.
    const items = [{ id: 1, quantity: 2 }];
    expect((await quote(buyer, { items, country: 'US' })).json()).toMatchObject({
      shippingCents: 0,
      totalCents: 7998,
    });
    expect((await quote(member, { items, country: 'US' })).json()).toMatchObject({
      discountCents: 800,
      shippingCents: 599,
      totalCents: 7797,
    });
  });

  it('refuses a quote for a bad country or an unknown product, and without a session', async () => {
    const items = [{ id: 3, quantity: 1 }];
    expect((await quote(buyer, { items, country: 'USA' })).statusCode).toBe(400);
    expect(
      (await quote(buyer, { items: [{ id: 987654, quantity: 1 }], country: 'US' })).statusCode,
    ).toBe(409);
    expect((await quote(undefined, { items, country: 'US' })).statusCode).toBe(401);
  });
});

describe('reliability', () => {
  it('sells exactly 5 of a product with stock 5 to 50 concurrent buyers', async () => {
    const id = await insertProduct(t, { stock: 5, priceCents: 2500 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => createTestUser(t.app)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        order(buyers[i % buyers.length], {
          items: [{ id, quantity: 1 }],
          shippingAddress: ADDRESS,
        }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(45);
    expect(await stockOf(t, id)).toBe(0);
    const [lines] = await query<{ n: string; q: string }>(
      t,
      'SELECT count(*) AS n, sum(quantity) AS q FROM order_lines WHERE product_id = $1',
      [id],
    );
    expect(Number(lines?.n)).toBe(5);
    expect(Number(lines?.q)).toBe(5);
  });

  it('never sells the last item twice across multi-line carts', async () => {
    const a = await insertProduct(t, { stock: 3 });
    const b = await insertProduct(t, { stock: 1 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        order(i % 2 ? buyer : other, {
          items:
            i % 2
              ? [
                  { id: a, quantity: 1 },
                  { id: b, quantity: 1 },
                ]
              : [
                  { id: b, quantity: 1 },
                  { id: a, quantity: 1 },
                ],
          shippingAddress: ADDRESS,
        }),
      ),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(await stockOf(t, a)).toBe(2);
    expect(await stockOf(t, b)).toBe(0);
  });

  it('expires a pending order left behind by a crash and releases its stock', async () => {
    const id = await insertProduct(t, { stock: 4 });
    const { order: placed } = await placeOrder(buyer, [{ id, quantity: 3 }]);
    expect(await stockOf(t, id)).toBe(1);
    // The process "crashes": nobody ever pays. The reservation lapses.
    await sweepExpiredOrders(t.app, new Date(Date.now() + 29 * 60_000));
    expect(await stockOf(t, id)).toBe(1);
    const expired = await sweepExpiredOrders(t.app, new Date(Date.now() + 31 * 60_000));
    expect(expired).toContain(placed.id);
    expect(await stockOf(t, id)).toBe(4);
    const detail = await t.app.inject({ url: `/api/orders/${placed.id}`, headers: buyer.headers });
    expect(detail.json().order.status).toBe('expired');
    // A second sweep changes nothing.
    await sweepExpiredOrders(t.app, new Date(Date.now() + 60 * 60_000));
    expect(await stockOf(t, id)).toBe(4);
  });
});

describe('payment webhooks (test provider)', () => {
  it('marks an order paid once, mails a receipt, and ignores a repeated delivery', async () => {
    const id = await insertProduct(t, { stock: 5, priceCents: 1234 });
    const { order: placed, redirectUrl } = await placeOrder(buyer, [{ id, quantity: 2 }]);
    const page = await t.app.inject({
      url: redirectUrl,
      headers: { 'x-dev-key': t.app.config.DEV_KEY ?? '' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('Shipping — $5.99');
    expect(page.body).toContain('Total: $30.67');

    const paid = await webhook(
      { kind: 'checkout', ref: refOf(redirectUrl), outcome: 'success' },
      true,
    );
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/return?orderId=${placed.id}`);

    const snapshot = async () => ({
      order: (
        await query(t, 'SELECT status, paid_at, total_cents FROM orders WHERE id = $1', [placed.id])
      )[0],
      stock: await stockOf(t, id),
      mails: (await query(t, 'SELECT id FROM outbox WHERE recipient = $1', [buyer.email])).length,
      events: (await query(t, 'SELECT id FROM payment_events')).length,
    });
    const first = await snapshot();
    expect(first.order).toMatchObject({ status: 'paid', total_cents: 3067 });
    expect(first.stock).toBe(3);
    expect(first.mails).toBe(1);

    const again = await webhook({ kind: 'checkout', ref: refOf(redirectUrl), outcome: 'success' });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await snapshot()).toEqual(first);

    const receipt = await query<{ subject: string; text_body: string }>(
      t,
      'SELECT subject, text_body FROM outbox WHERE recipient = $1',
      [buyer.email],
    );
    expect(receipt[0]?.subject).toBe(`Your Cardfolio receipt for order #${placed.id}`);
    expect(receipt[0]?.text_body).toContain('Shipping: $5.99');
    expect(receipt[0]?.text_body).toContain('Total paid: $30.67');

    // A late "failure" for a paid order changes nothing either.
    await webhook({ kind: 'checkout', ref: refOf(redirectUrl), outcome: 'failure' });
    expect((await snapshot()).order).toMatchObject({ status: 'paid' });
    expect(await stockOf(t, id)).toBe(3);
  });

  it.each([
    ['failure', 'failed'],
    ['cancel', 'cancelled'],
  ])('releases the stock when the payment ends in %s', async (outcome, status) => {
    const id = await insertProduct(t, { stock: 5 });
    const { order: placed, redirectUrl } = await placeOrder(buyer, [{ id, quantity: 5 }]);
    expect(await stockOf(t, id)).toBe(0);
    await webhook({ kind: 'checkout', ref: refOf(redirectUrl), outcome });
    await webhook({ kind: 'checkout', ref: refOf(redirectUrl), outcome });
    expect(await stockOf(t, id)).toBe(5);
    const detail = await t.app.inject({ url: `/api/orders/${placed.id}`, headers: buyer.headers });
    expect(detail.json().order.status).toBe(status);
  });

  it('keeps a payment that arrives after expiry when the stock is still there', async () => {
    const id = await insertProduct(t, { stock: 2 });
    const { order: placed, redirectUrl } = await placeOrder(buyer, [{ id, quantity: 2 }]);
    await sweepExpiredOrders(t.app, new Date(Date.now() + 31 * 60_000));
    expect(await stockOf(t, id)).toBe(2);
    await webhook({ kind: 'checkout', ref: refOf(redirectUrl), outcome: 'success' });
    expect(await stockOf(t, id)).toBe(0);
    const [row] = await query(t, 'SELECT status FROM orders WHERE id = $1', [placed.id]);
    expect(row).toEqual({ status: 'paid' });
  });

  it('flags a late payment for refund when the stock was sold meanwhile', async () => {
    const id = await insertProduct(t, { stock: 1 });
    const late = await placeOrder(buyer, [{ id, quantity: 1 }]);
    await sweepExpiredOrders(t.app, new Date(Date.now() + 31 * 60_000));
    await placeOrder(other, [{ id, quantity: 1 }]);
    await webhook({ kind: 'checkout', ref: refOf(late.redirectUrl), outcome: 'success' });
    expect(await stockOf(t, id)).toBe(0);
    const [row] = await query(t, 'SELECT status FROM orders WHERE id = $1', [late.order.id]);
    expect(row).toEqual({ status: 'needs_refund' });
  });

  it.each([
    ['a malformed JSON body', '{"kind":', 'application/json'],
    ['an unknown kind', JSON.stringify({ kind: 'refund', ref: 'abcdefghij' }), 'application/json'],
    ['a missing ref', JSON.stringify({ kind: 'checkout', outcome: 'success' }), 'application/json'],
    ['plain text', 'hello', 'text/plain'],
  ])('refuses %s with 4xx', async (_label, payload, type) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/test',
      headers: { 'content-type': type, 'x-dev-key': t.app.config.DEV_KEY ?? '' },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('acknowledges an event for an unknown checkout without changing anything', async () => {
    const res = await webhook({ kind: 'checkout', ref: 'test_cs_unknown_ref', outcome: 'success' });
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('GET /api/orders', () => {
  it("lists only the user's own orders and hides other users' orders (404)", async () => {
    const mine = await placeOrder(other, [{ id: 3, quantity: 1 }]);
    const list = await t.app.inject({ url: '/api/orders', headers: other.headers });
    expect(list.statusCode).toBe(200);
    const ids = list.json().map((o: { id: number }) => o.id);
    expect(ids).toContain(mine.order.id);
    const buyerList = await t.app.inject({ url: '/api/orders', headers: buyer.headers });
    expect(buyerList.json().map((o: { id: number }) => o.id)).not.toContain(mine.order.id);

    expect(
      (await t.app.inject({ url: `/api/orders/${mine.order.id}`, headers: buyer.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/orders/${mine.order.id}`, headers: other.headers }))
        .statusCode,
    ).toBe(200);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${mine.order.id}/cancel`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/orders' })).statusCode).toBe(401);
  });

  it('lets the buyer cancel an unpaid order, releasing the stock', async () => {
    const id = await insertProduct(t, { stock: 3 });
    const { order: placed } = await placeOrder(other, [{ id, quantity: 3 }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/cancel`,
      headers: other.headers,
    });
    expect(res.json().order.status).toBe('cancelled');
    expect(await stockOf(t, id)).toBe(3);
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.id}/cancel`,
      headers: other.headers,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('admin orders', () => {
  it('ships with a tracking number, refunds a shipped order without restocking, and refuses wrong moves', async () => {
    const id = await insertProduct(t, { stock: 4 });
    const { order: placed, redirectUrl } = await placeOrder(buyer, [{ id, quantity: 2 }]);
    const patch = (payload: object, user = admin) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/shop/orders/${placed.id}`,
        headers: user.headers,
        payload,
      });

    expect((await patch({ status: 'shipped', trackingNumber: '1Z999' }, buyer)).statusCode).toBe(
      403,
    );
    expect((await patch({ status: 'shipped', trackingNumber: '1Z999' })).statusCode).toBe(409);
    await webhook({ kind: 'checkout', ref: refOf(redirectUrl), outcome: 'success' });
    expect((await patch({ status: 'shipped' })).statusCode).toBe(400);
    const shipped = await patch({ status: 'shipped', trackingNumber: '1Z999' });
    expect(shipped.json().order).toMatchObject({ status: 'shipped', trackingNumber: '1Z999' });
    expect(await stockOf(t, id)).toBe(2);
    const refunded = await patch({ status: 'refunded' });
    expect(refunded.json().order.status).toBe('refunded');
    // The goods were shipped: the refund pays money back, the stock stays sold (issue 14).
    expect(await stockOf(t, id)).toBe(2);
    expect((await patch({ status: 'refunded' })).statusCode).toBe(409);

    const list = await t.app.inject({
      url: '/api/admin/shop/orders?status=refunded',
      headers: admin.headers,
    });
    expect(list.json().items.map((o: { id: number }) => o.id)).toContain(placed.id);
    expect(
      (await t.app.inject({ url: '/api/admin/shop/orders', headers: buyer.headers })).statusCode,
    ).toBe(403);
  });
});
