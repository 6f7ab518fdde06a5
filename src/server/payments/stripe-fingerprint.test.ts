import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, query } from '../shop/test/shop-test-kit.ts';
import type { StripeCall, StripeStandIn } from '../test/stripe-stand-in.ts';
import { createStripeTestApp, type StripeTestApp } from '../test/stripe-test-app.ts';
import { createTestUser } from '../test/users.ts';

// Decision 068: the card that paid a Stripe checkout is read from the session (the charge of a
// payment, the default method of a subscription) before the payment is recorded.
const SECRET = 'whsec_stand_in_fingerprints';
const stripe = new Stripe('sk_test_stand_in');

const SESSIONS: Record<string, Record<string, unknown>> = {
  cs_card_1: {
    mode: 'payment',
    payment_intent: {
      id: 'pi_1',
      object: 'payment_intent',
      latest_charge: {
        id: 'ch_1',
        object: 'charge',
        payment_method_details: { type: 'card', card: { brand: 'visa', fingerprint: 'fpOrder1' } },
      },
    },
    subscription: null,
  },
  cs_sub_1: {
    mode: 'subscription',
    payment_intent: null,
    subscription: {
      id: 'sub_1',
      object: 'subscription',
      default_payment_method: {
        id: 'pm_1',
        object: 'payment_method',
        card: { fingerprint: 'fpSub1' },
      },
    },
  },
};

function answerStripe(call: StripeCall) {
  const id = call.url.pathname.replace('/v1/checkout/sessions/', '');
  if (id === 'cs_down_1') {
    return { status: 500, body: { error: { type: 'api_error', message: 'Stripe is down' } } };
  }
  const session = SESSIONS[id];
  return session && { body: { id, object: 'checkout.session', ...session } };
}

let t: StripeTestApp;
let stripeApi: StripeStandIn;
beforeAll(async () => {
  t = await createStripeTestApp(answerStripe, {
    ORDER_SWEEP_SECONDS: '0',
    STRIPE_WEBHOOK_SECRET: SECRET,
  });
  stripeApi = t.stripeApi;
});
afterAll(async () => {
  await t?.close();
});

function completed(ref: string, mode: 'payment' | 'subscription') {
  const payload = JSON.stringify({
    id: `evt_${ref}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: 'checkout.session',
        id: ref,
        mode,
        status: 'complete',
        payment_status: 'paid',
        subscription: mode === 'subscription' ? 'sub_1' : null,
      },
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
    payload,
  });
}

async function pendingOrder(ref: string) {
  const buyer = await createTestUser(t.app);
  const [order] = await query<{ id: number }>(
    t,
    `INSERT INTO orders (user_id, subtotal_cents, discount_cents, total_cents, shipping_address,
       provider, provider_ref, expires_at)
     VALUES ($1, 1000, 0, 1000, $2, 'stripe', $3, now() + interval '30 minutes') RETURNING id`,
    [buyer.id, JSON.stringify({ ...ADDRESS, line2: '' }), ref],
  );
  return Number(order?.id);
}

const orderPayment = async (id: number) =>
  (await query(t, 'SELECT status, payment_fingerprint FROM orders WHERE id = $1', [id]))[0];

describe('the card fingerprint of a Stripe payment', () => {
  it('is read from the charge of the paid session and kept with the order', async () => {
    const orderId = await pendingOrder('cs_card_1');
    expect((await completed('cs_card_1', 'payment')).statusCode).toBe(200);
    expect(await orderPayment(orderId)).toEqual({
      status: 'paid',
      payment_fingerprint: 'fpOrder1',
    });
    const asked = stripeApi.calls.find((call) => call.url.pathname.endsWith('/cs_card_1'));
    expect([...(asked?.url.searchParams.values() ?? [])]).toEqual([
      'payment_intent.latest_charge',
      'subscription.default_payment_method',
    ]);
  });

  it("is read from a subscription's payment method and kept with the membership", async () => {
    const user = await createTestUser(t.app);
    await query(
      t,
      `INSERT INTO memberships (user_id, tier, status, provider, provider_ref)
       VALUES ($1, 1, 'pending', 'stripe', 'cs_sub_1')`,
      [user.id],
    );
    expect((await completed('cs_sub_1', 'subscription')).statusCode).toBe(200);
    const [row] = await query(
      t,
      'SELECT status, payment_fingerprint FROM memberships WHERE user_id = $1',
      [user.id],
    );
    expect(row).toEqual({ status: 'active', payment_fingerprint: 'fpSub1' });
  });

  it('never holds up the payment when Stripe cannot tell', async () => {
    const orderId = await pendingOrder('cs_down_1');
    expect((await completed('cs_down_1', 'payment')).statusCode).toBe(200);
    expect(await orderPayment(orderId)).toEqual({ status: 'paid', payment_fingerprint: null });
  });
});
