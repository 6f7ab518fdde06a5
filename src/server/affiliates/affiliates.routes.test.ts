import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateNumbers } from '#core/admin/affiliates.schema.ts';
import { ADDRESS, query } from '../shop/test/shop-test-kit.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';

let t: TestApp;
let admin: TestUser;
let ash: TestUser;
let misty: TestUser;
let ashHandle = '';
let mistyHandle = '';

async function referredBy(referrer: TestUser, verified: boolean): Promise<TestUser> {
  const user = await createTestUser(t.app, { verified });
  await query(t, "update users set referrer_id = $1, referred_at = '2019-01-01' where id = $2", [
    referrer.id,
    user.id,
  ]);
  return user;
}

async function order(user: TestUser, status: string, cents: number, paidAt: string | null) {
  await query(
    t,
    `insert into orders (user_id, status, subtotal_cents, discount_cents, total_cents,
       shipping_address, provider, expires_at, paid_at)
     values ($1, $2, $3, 0, $3, $4::jsonb, 'test', now(), $5)`,
    [user.id, status, cents, JSON.stringify({ ...ADDRESS, line2: '' }), paidAt],
  );
}

async function membership(user: TestUser, tier: number, status: string) {
  await query(
    t,
    `insert into memberships (user_id, tier, status, provider) values ($1, $2, $3, 'test')`,
    [user.id, tier, status],
  );
}

beforeAll(async () => {
  t = await createTestApp({ AFFILIATE_COMMISSION_PERCENT: '12.5' });
  admin = await createAdmin(t.app);
  ash = await createTestUser(t.app);
  misty = await createTestUser(t.app);
  const handles = await query<{ id: number; referral_handle: string }>(
    t,
    'select id, referral_handle from users where id = any($1)',
    [[ash.id, misty.id]],
  );
  ashHandle = handles.find((row) => row.id === ash.id)?.referral_handle ?? '';
  mistyHandle = handles.find((row) => row.id === misty.id)?.referral_handle ?? '';

  for (let visit = 0; visit < 3; visit++) {
    const res = await t.app.inject({ url: `/api/referrals/resolve?referralHandle=${ashHandle}` });
    expect(res.json()).toEqual({ referrerId: ash.id });
  }
  await query(
    t,
    `insert into affiliate_visits (referrer_id, visited_at) values ($1, '2020-01-05')`,
    [ash.id],
  );

  const buyer = await referredBy(ash, true);
  const browser = await referredBy(ash, false);
  const member = await referredBy(ash, true);
  await order(buyer, 'paid', 2500, new Date().toISOString());
  await order(buyer, 'shipped', 1000, new Date().toISOString());
  await order(buyer, 'refunded', 9999, new Date().toISOString());
  await order(browser, 'pending', 5000, null);
  await membership(browser, 1, 'pending');
  await membership(member, 1, 'active');

  const loyal = await referredBy(misty, true);
  await order(loyal, 'shipped', 500, '2020-01-10T12:00:00Z');
  await order(loyal, 'paid', 4000, new Date().toISOString());
});
afterAll(async () => t.close());

async function report(qs = '') {
  const res = await t.app.inject({ url: `/api/admin/affiliates${qs}`, headers: admin.headers });
  expect(res.statusCode).toBe(200);
  return res.json() as {
    from: string;
    to: string;
    commissionPercent: number;
    rows: AffiliateNumbers[];
  };
}

describe('GET /api/admin/affiliates', () => {
  it('counts visits, sign-ups, conversions, revenue and commission per handle (last 30 days)', async () => {
    const body = await report();
    expect(body.commissionPercent).toBe(12.5);
    expect(body.to).toBe(new Date().toISOString().slice(0, 10));
    expect(body.rows).toEqual([
      {
        referrerId: misty.id,
        handle: mistyHandle,
        email: misty.email,
        visits: 0,
        signUps: 1,
        verifiedSignUps: 1,
        // The first order was in 2020: no new conversion in this range, but new revenue.
        conversions: 0,
        revenueCents: 4000,
        commissionCents: 500,
      },
      {
        referrerId: ash.id,
        handle: ashHandle,
        email: ash.email,
        visits: 3,
        signUps: 3,
        verifiedSignUps: 2,
        conversions: 2,
        // 2500 + 1000 in orders (refunded and pending ones do not count) + 499 membership.
        revenueCents: 3999,
        commissionCents: 500,
      },
    ]);
  });

  it('filters by date range', async () => {
    const body = await report('?from=2020-01-01&to=2020-01-31');
    expect(body).toMatchObject({ from: '2020-01-01', to: '2020-01-31' });
    const byHandle = Object.fromEntries(body.rows.map((row) => [row.handle, row]));
    expect(byHandle[ashHandle]).toMatchObject({ visits: 1, signUps: 0, revenueCents: 0 });
    expect(byHandle[mistyHandle]).toMatchObject({
      visits: 0,
      signUps: 0,
      conversions: 1,
      revenueCents: 500,
      commissionCents: 63,
    });
    expect((await report('?from=2019-01-01&to=2019-12-31')).rows).toEqual([]);
  });

  it.each([
    ['?from=2026-02-30', 'from is not a real date'],
    ['?to=yesterday', 'to must be a date as YYYY-MM-DD'],
    ['?from=2026-03-01&to=2026-02-01', 'from must not be after to'],
  ])('refuses %s with a 400', async (qs, message) => {
    const res = await t.app.inject({ url: `/api/admin/affiliates${qs}`, headers: admin.headers });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('exports the range as CSV', async () => {
    const res = await t.app.inject({
      url: '/api/admin/affiliates/export.csv?from=2020-01-01&to=2029-12-31',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('affiliates-2020-01-01-to-2029-12-31.csv');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'handle,email,visits,sign_ups,verified_sign_ups,conversions,revenue,commission,currency',
    );
    expect(lines).toContain(`${ashHandle},${ash.email},4,3,2,2,39.99,5.00,USD`);
    expect(lines).toContain(`${mistyHandle},${misty.email},0,1,1,1,45.00,5.63,USD`);
  });
});

describe('GET /api/affiliates/me', () => {
  it("gives an affiliate their own numbers, and nobody else's", async () => {
    const res = await t.app.inject({ url: '/api/affiliates/me', headers: ash.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().numbers).toMatchObject({ referrerId: ash.id, visits: 3, revenueCents: 3999 });
  });

  it('gives zeros to a user nobody signed up through', async () => {
    const res = await t.app.inject({ url: '/api/affiliates/me', headers: admin.headers });
    expect(res.json().numbers).toMatchObject({ visits: 0, signUps: 0, revenueCents: 0 });
  });

  it('needs a verified, signed-in user', async () => {
    const unverified = await createTestUser(t.app, { verified: false });
    expect(
      (await t.app.inject({ url: '/api/affiliates/me', headers: unverified.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ url: '/api/affiliates/me', headers: csrfHeaders() })).statusCode,
    ).toBe(401);
  });
});
