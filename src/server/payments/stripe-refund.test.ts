import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, insertProduct, query, seedShop, stockOf } from '../shop/test/shop-test-kit.ts';
import type { StripeCall } from '../test/stripe-stand-in.ts';
import { createStripeTestApp, type StripeTestApp } from '../test/stripe-test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';

// The Stripe stand-in knows one paid Checkout Session and records the refunds asked of it.
const stripeState = { refuse: false };
const refunds: StripeCall[] = [];

function answerStripe(call: StripeCall) {
  if (call.method === 'GET' && call.url.pathname === '/v1/checkout/sessions/cs_paid_1') {
    return { body: { id: 'cs_paid_1', object: 'checkout.session', payment_intent: 'pi_1' } };
  }
  if (call.method === 'POST' && call.url.pathname === '/v1/refunds') {
    if (stripeState.refuse) {
      const error = { type: 'invalid_request_error', message: 'charge disputed' };
      return { status: 400, body: { error } };
    }
    refunds.push(call);
    return { body: { id: 're_1', object: 'refund', status: 'succeeded' } };
  }
  return undefined;
}

let t: StripeTestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createStripeTestApp(answerStripe, { ORDER_SWEEP_SECONDS: '0' });
  await seedShop(t);
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
});

async function paidStripeOrder(ref: string) {
  const buyer = await createTestUser(t.app);
  const productId = await insertProduct(t, { stock: 1 });
  const [order] = await query<{ id: number }>(
    t,
    `INSERT INTO orders (user_id, status, subtotal_cents, discount_cents, total_cents, shipping_address,
       provider, provider_ref, expires_at, paid_at)
     VALUES ($1, 'paid', 2599, 0, 2599, $2, 'stripe', $3, now() + interval '30 minutes', now())
     RETURNING id`,
    [buyer.id, JSON.stringify({ ...ADDRESS, line2: '' }), ref],
  );
  await query(
    t,
    'INSERT INTO order_lines (order_id, product_id, name, unit_price_cents, quantity) VALUES ($1, $2, $3, 2599, 1)',
    [order?.id, productId, 'Booster Box'],
  );
  return { orderId: Number(order?.id), productId };
}

const refund = (orderId: number) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/shop/orders/${orderId}`,
    headers: admin.headers,
    payload: { status: 'refunded' },
  });

describe('admin refunds through Stripe', () => {
  it('refuses the refund and leaves the order as it was when Stripe declines', async () => {
    const { orderId, productId } = await paidStripeOrder('cs_unknown_9');
    const res = await refund(orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain('did not accept the refund');
    const [row] = await query<{ status: string }>(t, 'SELECT status FROM orders WHERE id = $1', [
      orderId,
    ]);
    expect(row?.status).toBe('paid');
    expect(await stockOf(t, productId)).toBe(1);
  });

  it('pays the whole order back once, keyed to the order, then restocks', async () => {
    const { orderId, productId } = await paidStripeOrder('cs_paid_1');
    stripeState.refuse = true;
    expect((await refund(orderId)).statusCode).toBe(409);
    stripeState.refuse = false;

    const res = await refund(orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json().order.status).toBe('refunded');
    expect(refunds).toHaveLength(1);
    expect(new URLSearchParams(refunds[0]?.body).get('payment_intent')).toBe('pi_1');
    expect(new URLSearchParams(refunds[0]?.body).get('amount')).toBe('2599');
    expect(refunds[0]?.idempotencyKey).toBe(`cardfolio-order-${orderId}-refund`);
    expect(await stockOf(t, productId)).toBe(2);

    expect((await refund(orderId)).statusCode).toBe(409);
    expect(refunds).toHaveLength(1);
  });
});
