import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import { addItem, call } from '../collection/collection-test-kit.ts';
import { insertProduct, query, refOf, seedShop } from '../shop/test/shop-test-kit.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { csrfHeaders, type TestApp } from '../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';
import { centreOf } from './notifications-test-kit.ts';

let t: TestApp;
let smtp: SmtpPeer;
let admin: TestUser;
let seller: TestUser;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createCatalogTestApp({
    overrides: { SMTP_URL: smtp.url, DEV_MODE: 'true', ORDER_SWEEP_SECONDS: '0' },
  });
  await seedShop(t);
  admin = await createAdmin(t.app);
  seller = await createTestUser(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const typesOf = async (user: TestUser) => (await centreOf(t, user)).items.map((i) => i.type);
const newest = async (user: TestUser) => (await centreOf(t, user)).items[0];

function webhook(body: Record<string, string | number>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/test',
    headers: { 'x-dev-key': t.app.config.DEV_KEY ?? '' },
    payload: body,
  });
}

describe('sell requests', () => {
  it('tell the admins of a new request and its answer, and the seller of the offer and the money', async () => {
    const item = await addItem(t, seller, { product_id: 'base1-4' });
    const created = await call(t, seller, 'POST', '/api/sell-requests', {
      items: [{ userProductId: item.id, condition: 'NM', askingCents: 9000 }],
      returnAddress: {
        name: 'Ash',
        line1: '1 Route One',
        city: 'Pallet',
        postalCode: '1',
        country: 'jp',
      },
    });
    expect(created.status).toBe(201);
    const { id, items } = created.body.sellRequest as { id: number; items: { id: number }[] };
    expect(await newest(admin)).toMatchObject({
      type: 'admin_new_sell_request',
      body: `Sell request #${id} was submitted.`,
      link: '/admin/sell-requests',
    });
    expect(await typesOf(seller)).toEqual([]);
    const offers = items.map((i) => ({ itemId: i.id, offerCents: 7550 }));
    await call(t, admin, 'POST', `/api/admin/sell-requests/${id}/offer`, { offers });
    expect(await newest(seller)).toMatchObject({
      type: 'sell_offer_made',
      body: `The shop offers $75.50 for sell request #${id}.`,
    });
    const mail = await smtp.waitForMessage(seller.email);
    expect(mail.raw).toMatch(/Subject: You have an offer/);
    await call(t, seller, 'POST', `/api/sell-requests/${id}/response`, { decision: 'decline' });
    expect(await newest(admin)).toMatchObject({ title: 'Sell offer declined' });
    // A second offer after the decline is a new event, and so is its answer.
    await call(t, admin, 'POST', `/api/admin/sell-requests/${id}/offer`, { offers });
    await call(t, seller, 'POST', `/api/sell-requests/${id}/response`, { decision: 'accept' });
    expect(await newest(admin)).toMatchObject({ title: 'Sell offer accepted' });
    expect((await typesOf(seller)).filter((type) => type === 'sell_offer_made')).toHaveLength(2);
    for (const status of ['received', 'paid']) {
      const moved = await call(t, admin, 'PUT', `/api/admin/sell-requests/${id}/status`, {
        status,
      });
      expect(moved.status).toBe(200);
    }
    expect((await typesOf(seller)).slice(0, 2)).toEqual([
      'sell_request_paid',
      'sell_request_received',
    ]);
  });
});

describe('orders', () => {
  it('tell the buyer when paid (no second mail beside the receipt), shipped and refunded', async () => {
    const buyer = await createTestUser(t.app);
    const productId = await insertProduct(t, { stock: 5 });
    const placed = await call(t, buyer, 'POST', '/api/orders', {
      items: [{ id: productId, quantity: 1 }],
      shippingAddress: {
        name: 'Ash',
        line1: '1 Route 1',
        city: 'Pallet',
        postalCode: '10001',
        region: 'NY',
        country: 'US',
      },
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.id as number;
    await webhook({ kind: 'checkout', ref: refOf(placed.body.redirectUrl), outcome: 'success' });
    expect(await newest(buyer)).toMatchObject({ type: 'order_paid', link: `/orders/${orderId}` });
    const patch = (payload: object) =>
      call(t, admin, 'PATCH', `/api/admin/shop/orders/${orderId}`, payload);
    await patch({ status: 'shipped', trackingNumber: '1Z999' });
    expect(await newest(buyer)).toMatchObject({
      type: 'order_shipped',
      body: `Order #${orderId} is on its way (tracking 1Z999).`,
    });
    await patch({ status: 'refunded' });
    expect(await newest(buyer)).toMatchObject({ type: 'order_refunded' });
    await t.app.notificationHub.idle();
    const subjects = smtp.messages
      .filter((m) => m.to.includes(buyer.email))
      .map((m) => /Subject: (.*)/.exec(m.raw)?.[1]?.trim());
    expect(subjects).not.toContain('Order paid');
    expect(subjects).toEqual(expect.arrayContaining(['Order shipped', 'Order refunded']));
  });
});

describe('memberships and giveaways', () => {
  it('tell a member the renewal is near, that its payment failed, and that they won', async () => {
    const member = await createTestUser(t.app);
    const res = await call(t, member, 'POST', '/api/memberships/subscribe', { tier: 1 });
    await webhook({ kind: 'subscription', ref: refOf(res.body.redirectUrl), outcome: 'success' });
    const view = await call(t, member, 'GET', '/api/memberships/me');
    const subscriptionRef = view.body.testSubscriptionRef as string;
    await webhook({ kind: 'renewal', subscriptionRef, cycle: 2, outcome: 'upcoming' });
    expect(await newest(member)).toMatchObject({ type: 'membership_renewing' });
    expect((await newest(member))?.body).toMatch(/renews on \d{4}-\d{2}-\d{2}/);
    await webhook({ kind: 'renewal', subscriptionRef, cycle: 2, outcome: 'retrying' });
    // The provider repeating the same event adds nothing.
    await webhook({ kind: 'renewal', subscriptionRef, cycle: 2, outcome: 'retrying' });
    expect(await typesOf(member)).toEqual(['membership_payment_failed', 'membership_renewing']);

    const month = new Date().toISOString().slice(0, 7);
    await query(t, 'DELETE FROM users WHERE membership_tier > 0 AND id <> $1', [member.id]);
    const draw = await call(t, admin, 'POST', `/api/admin/giveaways/${month}/draw`);
    expect(draw.body.winnerUserId).toBe(member.id);
    expect(await newest(member)).toMatchObject({ type: 'giveaway_won', link: '/memberships' });
  });
});

describe('the shop inbox and stock', () => {
  it('tells admins of a contact message, and wishlisters when a sealed product is back', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: csrfHeaders(),
      payload: {
        name: 'Professor Oak',
        email: 'oak@pallet.test',
        topic: 'order',
        message: 'Where is my order of Pokeballs?',
      },
    });
    expect(sent.statusCode).toBe(201);
    expect(await newest(admin)).toMatchObject({
      type: 'admin_new_contact_message',
      body: 'Professor Oak wrote about "order".',
    });
    expect(await typesOf(seller)).not.toContain('admin_new_contact_message');

    const fan = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    await addItem(t, fan, { product_id: 'en-sealed-test-sv08-etb', wishlist: true });
    await addItem(t, other, { product_id: 'en-sealed-test-sv08-etb' });
    const productId = await insertProduct(t, { name: 'Surging Sparks ETB', stock: 0 });
    await query(
      t,
      `UPDATE shop_products SET catalog_product_id = 'en-sealed-test-sv08-etb' WHERE id = $1`,
      [productId],
    );
    const restock = (delta: number) =>
      call(t, admin, 'POST', `/api/admin/shop/products/${productId}/restock`, { delta });
    expect((await restock(3)).status).toBe(200);
    expect(await newest(fan)).toMatchObject({
      type: 'back_in_stock',
      body: 'Surging Sparks ETB is back in stock in the shop.',
      link: `/products/${productId}`,
    });
    expect(await typesOf(other)).toEqual([]);
    // Sold out and back the same day: told once.
    await restock(-3);
    await restock(2);
    expect((await typesOf(fan)).filter((type) => type === 'back_in_stock')).toHaveLength(1);
  });
});
