import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_MESSAGES } from '#core/auth/referral.ts';
import { testCardFingerprint } from '../payments/test-provider.ts';
import { ADDRESS, insertProduct, query, refOf, seedShop } from '../shop/test/shop-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';

// Decision 068: the card that paid is recorded (TEST MODE: a hash of the number typed on its
// page), and a referrer who paid with the buyer's card can neither be named nor earn from it.
let t: TestApp;
let admin: TestUser;
let productId: number;
beforeAll(async () => {
  t = await createTestApp({ ORDER_SWEEP_SECONDS: '0', ORDER_RATE_LIMIT_PER_MINUTE: '100000' });
  await seedShop(t);
  admin = await createAdmin(t.app);
  productId = await insertProduct(t, { stock: 100, priceCents: 2500 });
});
afterAll(async () => t.close());

const CARD_A = '4000 0566 5566 5556';
const CARD_B = '5555 5555 5555 4444';

/** What the TEST MODE page's "Simulate successful payment" form posts. */
function payOnTestPage(kind: 'checkout' | 'subscription', ref: string, cardNumber: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/test',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-dev-key': t.app.config.DEV_KEY ?? '',
    },
    payload: new URLSearchParams({ kind, ref, outcome: 'success', cardNumber }).toString(),
  });
}

async function checkout(user: TestUser) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: user.headers,
    // A street of its own per buyer: the same-address rule (decision 063) stays out of the way.
    payload: {
      items: [{ id: productId, quantity: 1 }],
      shippingAddress: { ...ADDRESS, line1: `${user.id} Card Street` },
    },
  });
  expect(res.statusCode).toBe(201);
  return { orderId: Number(res.json().order.id), ref: refOf(res.json().redirectUrl) };
}

async function payOrder(user: TestUser, cardNumber: string) {
  const { orderId, ref } = await checkout(user);
  expect((await payOnTestPage('checkout', ref, cardNumber)).statusCode).toBe(303);
  return orderId;
}

async function payMembership(user: TestUser, cardNumber: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/memberships/subscribe',
    headers: user.headers,
    payload: { tier: 1 },
  });
  expect(res.statusCode).toBe(201);
  const paid = await payOnTestPage('subscription', refOf(res.json().redirectUrl), cardNumber);
  expect(paid.statusCode).toBe(303);
}

const nameReferrer = (user: TestUser, referrer: TestUser) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/referrals/update-referrer',
    headers: user.headers,
    payload: { referrerId: referrer.id },
  });

async function revenueOf(referrer: TestUser) {
  const res = await t.app.inject({ url: '/api/admin/affiliates', headers: admin.headers });
  const row = res.json().rows.find((r: { referrerId: number }) => r.referrerId === referrer.id);
  return Number(row?.revenueCents ?? 0);
}

describe('the card that paid', () => {
  it('is asked for on the TEST MODE page and kept only as a fingerprint', async () => {
    const buyer = await createTestUser(t.app);
    const { orderId, ref } = await checkout(buyer);
    const page = await t.app.inject({
      url: `/api/payments/test/checkout/${ref}`,
      headers: { 'x-dev-key': t.app.config.DEV_KEY ?? '' },
    });
    expect(page.body).toContain('name="cardNumber" value="4242 4242 4242 4242"');

    const typo = await payOnTestPage('checkout', ref, '4242 42');
    expect(typo.statusCode).toBe(400);
    expect(typo.json().error.message).toBe('A card number has 12 to 19 digits');

    expect((await payOnTestPage('checkout', ref, CARD_A)).statusCode).toBe(303);
    const [row] = await query<{ status: string; payment_fingerprint: string }>(
      t,
      'SELECT status, payment_fingerprint FROM orders WHERE id = $1',
      [orderId],
    );
    expect(row).toEqual({
      status: 'paid',
      payment_fingerprint: testCardFingerprint(CARD_A.replaceAll(' ', '')),
    });
    expect(row?.payment_fingerprint).not.toContain('0566');
  });
});

describe('a referrer who paid with the same card', () => {
  it('cannot be named, and earns nothing on orders paid with that card', async () => {
    const referrer = await createTestUser(t.app);
    await payOrder(referrer, CARD_A);

    const sameCard = await createTestUser(t.app);
    await payOrder(sameCard, CARD_A);
    const refused = await nameReferrer(sameCard, referrer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(REFERRAL_MESSAGES.sharedCard);

    // Named before the first payment: the card is only known once the order is paid.
    const laterSameCard = await createTestUser(t.app);
    expect((await nameReferrer(laterSameCard, referrer)).statusCode).toBe(200);
    await payOrder(laterSameCard, CARD_A);
    expect(await revenueOf(referrer)).toBe(0);

    const otherCard = await createTestUser(t.app);
    expect((await nameReferrer(otherCard, referrer)).statusCode).toBe(200);
    await payOrder(otherCard, CARD_B);
    expect(await revenueOf(referrer)).toBe(2500);
  });

  it('counts membership payments on both sides', async () => {
    const referrer = await createTestUser(t.app);
    await payMembership(referrer, CARD_B);

    const orderedWithIt = await createTestUser(t.app);
    await payOrder(orderedWithIt, CARD_B);
    const refused = await nameReferrer(orderedWithIt, referrer);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(REFERRAL_MESSAGES.sharedCard);

    const subscribesWithIt = await createTestUser(t.app);
    expect((await nameReferrer(subscribesWithIt, referrer)).statusCode).toBe(200);
    await payMembership(subscribesWithIt, CARD_B);
    expect(await revenueOf(referrer)).toBe(0);

    const subscribesOtherwise = await createTestUser(t.app);
    expect((await nameReferrer(subscribesOtherwise, referrer)).statusCode).toBe(200);
    await payMembership(subscribesOtherwise, CARD_A);
    expect(await revenueOf(referrer)).toBe(499);
  });
});
