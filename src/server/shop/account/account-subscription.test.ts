import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeCall } from '../../test/stripe-stand-in.ts';
import { createStripeTestApp, type StripeTestApp } from '../../test/stripe-test-app.ts';
import { createMember, type TestUser } from '../../test/users.ts';
import { query } from '../test/shop-test-kit.ts';

// The Stripe stand-in records subscription cancellations (the paths it accepted).
const calls: string[] = [];
const state = { refuse: false };
let t: StripeTestApp;

function answerStripe(call: StripeCall) {
  const path = call.url.pathname;
  if (call.method !== 'DELETE' || !path.startsWith('/v1/subscriptions/')) {
    return undefined;
  }
  if (state.refuse) {
    return { status: 500, body: { error: { type: 'api_error', message: 'down' } } };
  }
  calls.push(path);
  return { body: { id: path.split('/').at(-1), object: 'subscription', status: 'canceled' } };
}

beforeAll(async () => {
  t = await createStripeTestApp(answerStripe);
});
afterAll(async () => {
  await t?.close();
});

async function memberWithSubscription(ref: string): Promise<TestUser> {
  const member = await createMember(t.app);
  await query(
    t,
    `INSERT INTO memberships (user_id, tier, status, provider, provider_ref, current_period_end)
     VALUES ($1, 1, 'active', 'stripe', $2, now() + interval '20 days')`,
    [member.id, ref],
  );
  return member;
}

const deleteAccount = (user: TestUser) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/profile',
    headers: user.headers,
    payload: { confirm_email: user.email },
  });

describe('deleting a member account', () => {
  it('keeps the account when the provider cannot cancel the subscription', async () => {
    const member = await memberWithSubscription('sub_refused');
    state.refuse = true;
    const res = await deleteAccount(member);
    state.refuse = false;
    expect(res.statusCode, res.body).toBe(409);
    const [user] = await query(t, 'SELECT id FROM users WHERE id = $1', [member.id]);
    expect(user).toBeDefined();
  });

  it('cancels the subscription with the provider at once, then deletes', async () => {
    const member = await memberWithSubscription('sub_live_1');
    expect((await deleteAccount(member)).statusCode).toBe(204);
    expect(calls).toContain('/v1/subscriptions/sub_live_1');
    const users = await query(t, 'SELECT id FROM users WHERE id = $1', [member.id]);
    expect(users).toHaveLength(0);
  });
});
