import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, insertProduct, query, seedShop, stockOf } from '../shop/test/shop-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';
import { mapStripeEvent } from './stripe-provider.ts';

const SECRET = 'whsec_test_0123456789abcdef0123456789abcdef';
const stripe = new Stripe('sk_test_dummy_key_no_network');

function sessionEvent(id: string, type: string, object: Record<string, unknown>) {
  return {
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'checkout.session', ...object } },
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    ORDER_SWEEP_SECONDS: '0',
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_dummy_key_no_network',
    STRIPE_WEBHOOK_SECRET: SECRET,
    // Nothing listens here: the card lookup after a payment fails at once (never the network).
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
  await seedShop(t);
});
afterAll(async () => t.close());

function deliver(payload: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

const sign = (payload: string, secret = SECRET) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret });

async function pendingOrder(ref: string, stock: number, quantity: number) {
  const user = await createTestUser(t.app);
  const productId = await insertProduct(t, { stock: stock - quantity });
  const [order] = await query<{ id: number }>(
    t,
    `INSERT INTO orders (user_id, subtotal_cents, discount_cents, total_cents, shipping_address, provider, provider_ref, expires_at)
     VALUES ($1, 1000, 0, 1000, $2, 'stripe', $3, now() + interval '30 minutes') RETURNING id`,
    [user.id, JSON.stringify({ ...ADDRESS, line2: '' }), ref],
  );
  await query(
    t,
    'INSERT INTO order_lines (order_id, product_id, name, unit_price_cents, quantity) VALUES ($1, $2, $3, 1000, $4)',
    [order?.id, productId, 'Test', quantity],
  );
  return { orderId: Number(order?.id), productId };
}

describe('Stripe webhooks', () => {
  it('refuses a missing, forged or stale signature with 400 and changes nothing', async () => {
    const { orderId } = await pendingOrder('cs_test_forged', 3, 1);
    const payload = JSON.stringify(
      sessionEvent('evt_forged', 'checkout.session.completed', {
        id: 'cs_test_forged',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
      }),
    );
    expect((await deliver(payload)).statusCode).toBe(400);
    expect((await deliver(payload, sign(payload, 'whsec_wrong_secret'))).statusCode).toBe(400);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await deliver(payload, stale)).statusCode).toBe(400);
    expect((await deliver(`${payload} `, sign(payload))).statusCode).toBe(400);
    const [row] = await query(t, 'SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(row).toEqual({ status: 'pending' });
  });

  it('marks the order paid for a signed completed session, once', async () => {
    const { orderId } = await pendingOrder('cs_test_paid', 3, 1);
    const payload = JSON.stringify(
      sessionEvent('evt_paid_1', 'checkout.session.completed', {
        id: 'cs_test_paid',
        mode: 'payment',
        payment_status: 'paid',
        status: 'complete',
      }),
    );
    const first = await deliver(payload, sign(payload));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(payload, sign(payload));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    const [row] = await query(t, 'SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(row).toEqual({ status: 'paid' });
  });

  it('releases the stock when the session expires', async () => {
    const { orderId, productId } = await pendingOrder('cs_test_expired', 5, 2);
    expect(await stockOf(t, productId)).toBe(3);
    const payload = JSON.stringify(
      sessionEvent('evt_expired_1', 'checkout.session.expired', {
        id: 'cs_test_expired',
        mode: 'payment',
      }),
    );
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(await stockOf(t, productId)).toBe(5);
    const [row] = await query(t, 'SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(row).toEqual({ status: 'cancelled' });
  });

  it('acknowledges event types it does not use', async () => {
    const payload = JSON.stringify({
      ...sessionEvent('evt_other', 'customer.created', {}),
      data: { object: { object: 'customer', id: 'cus_1' } },
    });
    const res = await deliver(payload, sign(payload));
    expect(res.json()).toEqual({ received: true, duplicate: false });
  });

  it('does not serve the TEST MODE page when Stripe is configured', async () => {
    expect(
      (await t.app.inject({ url: '/api/payments/test/checkout/test_cs_whatever' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/webhooks/test', payload: {} })).statusCode,
    ).toBe(404);
  });
});

describe('mapStripeEvent', () => {
  const event = (type: string, object: Record<string, unknown>) =>
    ({ id: 'evt_1', type, data: { object } }) as unknown as Stripe.Event;

  it.each([
    [
      'paid session',
      event('checkout.session.completed', { id: 'cs_1', mode: 'payment', payment_status: 'paid' }),
      { kind: 'checkout.paid', ref: 'cs_1' },
    ],
    [
      'unpaid (async) session',
      event('checkout.session.completed', {
        id: 'cs_1',
        mode: 'payment',
        payment_status: 'unpaid',
      }),
      { kind: 'ignored' },
    ],
    [
      'async success',
      event('checkout.session.async_payment_succeeded', {
        id: 'cs_1',
        mode: 'payment',
        payment_status: 'paid',
      }),
      { kind: 'checkout.paid' },
    ],
    [
      'async failure',
      event('checkout.session.async_payment_failed', { id: 'cs_1' }),
      { kind: 'checkout.failed', ref: 'cs_1' },
    ],
    [
      'subscription checkout',
      event('checkout.session.completed', {
        id: 'cs_2',
        mode: 'subscription',
        status: 'complete',
        subscription: 'sub_1',
      }),
      { kind: 'subscription.started', ref: 'cs_2', subscriptionRef: 'sub_1' },
    ],
    [
      'renewal invoice',
      event('invoice.paid', {
        parent: { subscription_details: { subscription: 'sub_1' } },
        lines: { data: [{ period: { end: 1_900_000_000 } }] },
        period_end: 1,
      }),
      {
        kind: 'subscription.renewed',
        subscriptionRef: 'sub_1',
        periodEnd: new Date(1_900_000_000_000),
      },
    ],
    [
      'coming renewal',
      event('invoice.upcoming', {
        parent: { subscription_details: { subscription: 'sub_1' } },
        lines: { data: [] },
        period_end: 1_900_000_000,
      }),
      {
        kind: 'subscription.renewing',
        subscriptionRef: 'sub_1',
        renewsOn: new Date(1_900_000_000_000),
      },
    ],
    [
      'failed renewal charge',
      event('invoice.payment_failed', {
        parent: { subscription_details: { subscription: 'sub_1' } },
        lines: { data: [] },
        period_end: 1,
      }),
      { kind: 'subscription.payment_failed', subscriptionRef: 'sub_1' },
    ],
    [
      'subscription deleted',
      event('customer.subscription.deleted', { id: 'sub_1' }),
      { kind: 'subscription.ended', subscriptionRef: 'sub_1' },
    ],
  ])('maps a %s', (_label, input, expected) => {
    expect(mapStripeEvent(input)).toMatchObject(expected);
  });
});
