import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMember, type TestUser } from '../../test/users.ts';
import { query } from '../test/shop-test-kit.ts';

// A stand-in for api.stripe.com that records subscription cancellations.
const calls: string[] = [];
const state = { refuse: false };
let stripeApi: Server;
let t: TestApp;

beforeAll(async () => {
  stripeApi = createServer((request, response) => {
    request.resume();
    response.setHeader('content-type', 'application/json');
    if (request.method === 'DELETE' && request.url?.startsWith('/v1/subscriptions/')) {
      if (state.refuse) {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
        return;
      }
      calls.push(request.url);
      const id = request.url.split('/').at(-1);
      response.end(JSON.stringify({ id, object: 'subscription', status: 'canceled' }));
      return;
    }
    response.statusCode = 404;
    response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'no such' } }));
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
    STRIPE_API_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t?.close();
  stripeApi?.close();
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
