import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from '../test/test-app.ts';
import { createAdmin, createTestUser, type TestUser } from '../test/users.ts';

// Every admin call of the OpenAPI document, whoever wrote it: signed out 401, a verified
// non-admin 403, an admin whose e-mail is not verified 403, a verified admin gets through.

let t: TestApp;
let user: TestUser;
let unverifiedAdmin: TestUser;
let admin: TestUser;
let calls: { method: string; url: string }[] = [];

const SAMPLE_PARAMS: Record<string, string> = { month: '2026-02' };
/** Streams never end for an admin; their admin case is in their own test. */
const STREAMS = new Set(['/api/admin/live-users/stream']);

beforeAll(async () => {
  t = await createTestApp({ ORDER_SWEEP_SECONDS: '0' });
  user = await createTestUser(t.app);
  unverifiedAdmin = await createTestUser(t.app, { role: 'admin', verified: false });
  admin = await createAdmin(t.app);
  const doc = (await t.app.inject({ url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  calls = Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({
        method: method.toUpperCase(),
        url: path
          .replace(/\{(\w+)\}/g, (_all, name: string) => SAMPLE_PARAMS[name] ?? '1')
          .replace(/(.)\/$/, '$1'),
      })),
    );
});
afterAll(async () => t.close());

const send = (call: { method: string; url: string }, headers: Record<string, string>) =>
  t.app.inject({
    method: call.method as 'GET',
    url: call.url,
    headers,
    ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
  });

describe('admin permissions on every /api/admin call', () => {
  it('finds the admin calls in the OpenAPI document', () => {
    const urls = calls.map((call) => `${call.method} ${call.url}`);
    for (const expected of [
      'GET /api/admin/live-users',
      'GET /api/admin/live-users/stream',
      'GET /api/admin/audit-log',
      'GET /api/admin/shop/products',
      'PATCH /api/admin/shop/orders/1',
      'POST /api/admin/giveaways/2026-02/draw',
      'GET /api/admin/contact-messages',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  it('answers 401 to a signed-out visitor', async () => {
    for (const call of calls) {
      const res = await send(call, csrfHeaders());
      expect([call.url, res.statusCode]).toEqual([call.url, 401]);
    }
  });

  it('answers 403 to a verified user who is not an admin', async () => {
    for (const call of calls) {
      const res = await send(call, user.headers);
      expect([call.url, res.statusCode]).toEqual([call.url, 403]);
      expect(res.json().error.message).toBe('This needs an admin account.');
    }
  });

  it('answers 403 to an admin whose e-mail is not verified', async () => {
    for (const call of calls) {
      const res = await send(call, unverifiedAdmin.headers);
      expect([call.url, res.statusCode]).toEqual([call.url, 403]);
      expect(res.json().claimValidationErrors?.[0]?.id).toBe('st-ev');
    }
  });

  it('lets a verified admin through', async () => {
    for (const call of calls.filter((c) => !STREAMS.has(c.url))) {
      const res = await send(call, admin.headers);
      expect([call.url, [401, 403].includes(res.statusCode)]).toEqual([call.url, false]);
      expect([call.url, res.statusCode < 500]).toEqual([call.url, true]);
    }
  });
});
