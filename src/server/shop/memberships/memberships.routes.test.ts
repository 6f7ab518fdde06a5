import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawWinner } from '#core/shop/giveaway-draw.ts';
import { monthKey } from '#core/shop/membership-tiers.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../../test/users.ts';
import { query, refOf } from '../test/shop-test-kit.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ ORDER_SWEEP_SECONDS: '0', ORDER_RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await createAdmin(t.app);
});
afterAll(async () => t.close());

const me = async (user: TestUser) =>
  (await t.app.inject({ url: '/api/session/me', headers: user.headers })).json().membership_tier;

function post(url: string, user: TestUser | undefined, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: user?.headers ?? csrfHeaders(),
    ...(payload ? { payload } : {}),
  });
}

function webhook(body: Record<string, string | number>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/test',
    headers: { 'x-dev-key': t.app.config.DEV_KEY ?? '' },
    payload: body,
  });
}

async function subscribeAndPay(user: TestUser, tier: number) {
  const res = await post('/api/memberships/subscribe', user, { tier });
  expect(res.statusCode).toBe(201);
  const ref = refOf(res.json().redirectUrl);
  const paid = await webhook({ kind: 'subscription', ref, outcome: 'success' });
  expect(paid.statusCode).toBe(200);
  return ref;
}

describe('membership tiers', () => {
  it('lists the free and paid tiers with the perks', async () => {
    const res = await t.app.inject({ url: '/api/memberships/tiers' });
    const { tiers, provider } = res.json();
    expect(provider).toBe('test');
    expect(tiers.map((tier: { priceCents: number }) => tier.priceCents)).toEqual([0, 499, 999]);
    expect(tiers[1].perks).toEqual(
      expect.arrayContaining([
        'Special member prices in the shop',
        'Access to rare products',
        'Entry into monthly giveaways',
        'Scan up to 10 cards or binder pages at once',
        'AI grading and centering tools (Beta)',
      ]),
    );
  });
});

describe('buying and cancelling a membership', () => {
  it('raises the session user’s tier once the provider confirms, and only once', async () => {
    const user = await createTestUser(t.app);
    const res = await post('/api/memberships/subscribe', user, { tier: 1 });
    const page = await t.app.inject({
      url: res.json().redirectUrl,
      headers: { 'x-dev-key': t.app.config.DEV_KEY ?? '' },
    });
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain('$4.99');
    expect(await me(user)).toBe(0);
    const ref = refOf(res.json().redirectUrl);
    await webhook({ kind: 'subscription', ref, outcome: 'success' });
    expect(await me(user)).toBe(1);
    const again = await webhook({ kind: 'subscription', ref, outcome: 'success' });
    expect(again.json().duplicate).toBe(true);
    const view = (await t.app.inject({ url: '/api/memberships/me', headers: user.headers })).json();
    expect(view).toMatchObject({ tier: 1, status: 'active', cancelAtPeriodEnd: false });
    expect(new Date(view.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    // A second subscription while active is refused.
    expect((await post('/api/memberships/subscribe', user, { tier: 2 })).statusCode).toBe(409);
  });

  it('leaves the tier alone when the payment fails', async () => {
    const user = await createTestUser(t.app);
    const res = await post('/api/memberships/subscribe', user, { tier: 2 });
    await webhook({ kind: 'subscription', ref: refOf(res.json().redirectUrl), outcome: 'failure' });
    expect(await me(user)).toBe(0);
  });

  it('simulates renewals and ends the tier after a failed renewal', async () => {
    const user = await createTestUser(t.app);
    await subscribeAndPay(user, 2);
    const view = (await t.app.inject({ url: '/api/memberships/me', headers: user.headers })).json();
    const subscriptionRef = view.testSubscriptionRef as string;
    expect(subscriptionRef).toMatch(/^test_sub_/);
    const renewed = await webhook({
      kind: 'renewal',
      subscriptionRef,
      cycle: 2,
      outcome: 'success',
    });
    expect(renewed.json().duplicate).toBe(false);
    expect(
      (await webhook({ kind: 'renewal', subscriptionRef, cycle: 2, outcome: 'success' })).json()
        .duplicate,
    ).toBe(true);
    expect(await me(user)).toBe(2);
    await webhook({ kind: 'renewal', subscriptionRef, cycle: 3, outcome: 'failure' });
    expect(await me(user)).toBe(0);
  });

  it('keeps the tier after cancelling until the paid period ends', async () => {
    const user = await createTestUser(t.app);
    await subscribeAndPay(user, 1);
    const cancelled = await post('/api/memberships/cancel', user);
    expect(cancelled.json()).toMatchObject({
      tier: 1,
      status: 'cancelled',
      cancelAtPeriodEnd: true,
    });
    expect(await me(user)).toBe(1);
    await query(
      t,
      "UPDATE memberships SET current_period_end = now() - interval '1 minute' WHERE user_id = $1",
      [user.id],
    );
    const view = (await t.app.inject({ url: '/api/memberships/me', headers: user.headers })).json();
    expect(view.status).toBe('none');
    expect(await me(user)).toBe(0);
    expect((await post('/api/memberships/cancel', user)).statusCode).toBe(404);
  });

  it.each([
    ['the free tier', { tier: 0 }],
    ['an unknown tier', { tier: 9 }],
    ['a string tier', { tier: 'gold' }],
    ['no tier', {}],
  ])('refuses %s with 400', async (_label, payload) => {
    const user = await createTestUser(t.app);
    expect((await post('/api/memberships/subscribe', user, payload)).statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await post('/api/memberships/subscribe', undefined, { tier: 1 })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/memberships/me' })).statusCode).toBe(401);
  });
});

describe('monthly giveaways', () => {
  it('enters members automatically, draws a reproducible winner, and shows it to the winner', async () => {
    const month = monthKey(new Date());
    const members = await Promise.all([1, 1, 2].map((tier) => createTestUser(t.app, { tier })));
    const free = await createTestUser(t.app);
    const mine = (
      await t.app.inject({ url: '/api/giveaways/me', headers: members[2]?.headers })
    ).json();
    expect(mine).toMatchObject({ month, entered: true, entries: 2, won: [] });
    const freeView = (
      await t.app.inject({ url: '/api/giveaways/me', headers: free.headers })
    ).json();
    expect(freeView.entered).toBe(false);

    const buyer = members[0] as TestUser;
    expect((await post(`/api/admin/giveaways/${month}/draw`, buyer)).statusCode).toBe(403);
    const draw = await post(`/api/admin/giveaways/${month}/draw`, admin);
    expect(draw.statusCode).toBe(200);
    const { seed, winnerUserId, entries } = draw.json();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);

    const rows = await query<{ user_id: number; weight: number }>(
      t,
      'SELECT user_id, weight FROM giveaway_entries WHERE month = $1',
      [month],
    );
    const tickets = rows.flatMap((row) => Array.from({ length: row.weight }, () => row.user_id));
    expect(entries).toBe(tickets.length);
    expect(drawWinner(tickets, seed)).toBe(winnerUserId);
    expect(rows.map((row) => row.user_id)).not.toContain(free.id);

    expect((await post(`/api/admin/giveaways/${month}/draw`, admin)).statusCode).toBe(409);
    const winner = await createTestUser(t.app);
    await query(t, 'UPDATE giveaways SET winner_user_id = $1 WHERE month = $2', [winner.id, month]);
    const won = (await t.app.inject({ url: '/api/giveaways/me', headers: winner.headers })).json();
    expect(won.won).toEqual([{ month, prize: expect.any(String), drawnAt: expect.any(String) }]);
  });

  it('refuses a malformed month', async () => {
    expect((await post('/api/admin/giveaways/2026-13/draw', admin)).statusCode).toBe(400);
  });
});
