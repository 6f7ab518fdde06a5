import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../auth/test/auth-test-client.ts';
import { ADDRESS, query } from '../shop/test/shop-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAdmin, signUpClient } from '../test/users.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function member(email: string) {
  const client = await signUpClient(t.app, email);
  const me = (await client.me()).json();
  return { client, me };
}

async function paidOrder(
  userId: number,
  status: string,
  paidAt: string | null,
  address: Record<string, string>,
) {
  await query(
    t,
    `insert into orders (user_id, status, subtotal_cents, discount_cents, total_cents,
       shipping_address, provider, expires_at, paid_at)
     values ($1, $2, 1000, 0, 1000, $3::jsonb, 'test', now(), $4)`,
    [userId, status, JSON.stringify({ line2: '', ...address }), paidAt],
  );
}

const update = (client: ReturnType<typeof createAuthClient>, referrerId: unknown) =>
  client.send('PUT', '/api/referrals/update-referrer', { referrerId });

describe('referrals', () => {
  it('resolves a handle to the referrer id', async () => {
    const { me } = await member('referrer@kanto.test');
    expect(me.referral_handle).toMatch(/^[a-z0-9]{10}$/);
    const res = await t.app.inject({
      url: `/api/referrals/resolve?referralHandle=${me.referral_handle}`,
    });
    expect(res.json()).toEqual({ referrerId: me.id });
  });

  it.each(['unknown1234', "x' OR 1=1 --", 'ピカチュウ'])(
    'answers 404 for the handle %s',
    async (handle) => {
      const res = await t.app.inject({
        url: `/api/referrals/resolve?referralHandle=${encodeURIComponent(handle)}`,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Unknown referral handle' },
      });
    },
  );

  it('sets the referrer once for a free-tier user', async () => {
    const { me: referrer } = await member('ref2@kanto.test');
    const { client } = await member('newbie@kanto.test');
    const res = await update(client, referrer.id);
    expect(res.json()).toEqual({ ok: true, referrerId: referrer.id });
    expect((await client.me()).json().referrer_id).toBe(referrer.id);
    const again = await update(client, referrer.id);
    expect(again.statusCode).toBe(409);
  });

  it('refuses self-referral, unknown referrers and bad input', async () => {
    const { client, me } = await member('selfish@kanto.test');
    const self = await update(client, me.id);
    expect(self.statusCode).toBe(400);
    expect(self.json().error.message).toBe('You cannot refer yourself');
    expect((await update(client, 999_999)).statusCode).toBe(404);
    expect((await update(client, 'abc')).statusCode).toBe(400);
    expect((await update(client, -1)).statusCode).toBe(400);
  });

  it('refuses naming as referrer someone this user referred, directly or down the chain', async () => {
    const a = await member('loop-a@kanto.test');
    const b = await member('loop-b@kanto.test');
    const c = await member('loop-c@kanto.test');
    expect((await update(b.client, a.me.id)).statusCode).toBe(200);
    expect((await update(c.client, b.me.id)).statusCode).toBe(200);
    for (const referrer of [b, c]) {
      const res = await update(a.client, referrer.me.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'You cannot name as your referrer someone you referred',
      );
    }
    expect((await a.client.me()).json().referrer_id).toBeNull();
  });

  it('waits for a referrer change in flight, so two users cannot name each other at once', async () => {
    const a = await member('race-a@kanto.test');
    const b = await member('race-b@kanto.test');
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      // Another request is naming A as B's referrer and has not committed yet.
      await other.query('begin');
      await other.query("select pg_advisory_xact_lock(hashtext('cardfolio.referrer'))");
      await other.query('update users set referrer_id = $1 where id = $2', [a.me.id, b.me.id]);
      const pending = update(a.client, b.me.id);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('commit');
      const res = await pending;
      expect(res.statusCode).toBe(400);
      expect((await a.client.me()).json().referrer_id).toBeNull();
    } finally {
      await other.end();
    }
  });

  it('refuses members with a paid tier', async () => {
    const { me: referrer } = await member('ref3@kanto.test');
    const { client, me } = await member('paid@kanto.test');
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query('update users set membership_tier = 1 where id = $1', [me.id]);
    await db.end();
    const res = await update(client, referrer.id);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a referrer more than 30 days after sign-up', async () => {
    const { me: referrer } = await member('late-ref@kanto.test');
    const { client, me } = await member('late@kanto.test');
    await query(t, "update users set created_at = now() - interval '31 days' where id = $1", [
      me.id,
    ]);
    const res = await update(client, referrer.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('A referrer can only be set within 30 days of sign-up');
  });

  it('refuses a referrer after the first paid order, and one who shipped to the same address', async () => {
    const { me: referrer } = await member('shop-ref@kanto.test');
    const buyer = await member('buyer@kanto.test');
    await paidOrder(buyer.me.id, 'paid', new Date().toISOString(), ADDRESS);
    const after = await update(buyer.client, referrer.id);
    expect(after.statusCode).toBe(409);
    expect(after.json().error.message).toBe(
      'A referrer can only be set before your first purchase',
    );

    const alt = await member('alt-account@kanto.test');
    await paidOrder(referrer.id, 'shipped', new Date().toISOString(), ADDRESS);
    await paidOrder(alt.me.id, 'pending', null, {
      ...ADDRESS,
      line1: ` ${ADDRESS.line1.toUpperCase()} `,
    });
    const sameHouse = await update(alt.client, referrer.id);
    expect(sameHouse.statusCode).toBe(400);
    expect((await alt.client.me()).json().referrer_id).toBeNull();
  });

  it('pays commission only on what the referred user paid after naming the referrer', async () => {
    const admin = await createAdmin(t.app);
    const { me: referrer } = await member('affiliate@kanto.test');
    const buyer = await member('late-buyer@kanto.test');
    expect((await update(buyer.client, referrer.id)).statusCode).toBe(200);
    const before = new Date(Date.now() - 3_600_000).toISOString();
    await paidOrder(buyer.me.id, 'paid', before, { ...ADDRESS, line1: '2 Route 2' });
    await paidOrder(buyer.me.id, 'paid', new Date().toISOString(), {
      ...ADDRESS,
      line1: '2 Route 2',
    });
    const res = await t.app.inject({ url: '/api/admin/affiliates', headers: admin.headers });
    const row = res.json().rows.find((r: { referrerId: number }) => r.referrerId === referrer.id);
    expect(row?.revenueCents).toBe(1000);
  });

  it('needs a session to set a referrer', async () => {
    const res = await update(createAuthClient(t.app), 1);
    expect(res.statusCode).toBe(401);
  });
});
