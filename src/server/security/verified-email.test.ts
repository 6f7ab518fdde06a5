import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_CLAIM } from '#core/auth/session-constants.ts';
import { listOperations, type OpenApiDocument } from '../reliability/fuzz/openapi-operations.ts';
import { createShopUser, type TestUser } from '../test/shop-users.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let unverified: TestUser;
let unverifiedAdmin: TestUser;
let verified: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  unverified = await createShopUser(t.app, { verified: false });
  unverifiedAdmin = await createShopUser(t.app, { verified: false, role: 'admin' });
  verified = await createShopUser(t.app);
});
afterAll(async () => t.close());

async function call(user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) {
  const res = await t.app.inject({ method, url, headers: user.headers, payload: body });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

function expectInvalidClaim(res: { status: number; body: Record<string, unknown> }) {
  expect(res.status).toBe(403);
  expect(res.body.message).toBe('invalid claim');
  expect(res.body.claimValidationErrors).toEqual([
    expect.objectContaining({ id: EMAIL_VERIFICATION_CLAIM }),
  ]);
}

describe('e-mail verification REQUIRED, enforced by the server', () => {
  it.each([
    ['GET', '/api/iOSUserCards'],
    ['GET', '/api/binders'],
    ['GET', '/api/orders'],
    ['GET', '/api/memberships/me'],
    ['GET', '/api/iOSTCGProductValues/collection-values'],
    ['POST', '/api/binders'],
  ] as const)(
    'answers 403 invalid claim to an unverified session on %s %s',
    async (method, url) => {
      expectInvalidClaim(
        await call(unverified, method, url, method === 'POST' ? { name: 'x' } : undefined),
      );
    },
  );

  it('gives admin rights only with a verified e-mail', async () => {
    expectInvalidClaim(await call(unverifiedAdmin, 'GET', '/api/admin/shop/orders'));
    expectInvalidClaim(await call(unverifiedAdmin, 'GET', '/api/admin/contact-messages'));
  });

  it('refuses scans to an unverified session before reading the upload', async () => {
    expectInvalidClaim(await call(unverified, 'POST', '/api/scan/identify'));
  });

  it('still answers who-am-I to an unverified session, so the app can send it to /verify-email', async () => {
    const res = await call(unverified, 'GET', '/api/session/me');
    expect(res.status).toBe(200);
    expect(res.body.email_verified).toBe(false);
  });

  it('answers 403 st-ev on every operation that refuses a signed-out caller', async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json() as OpenApiDocument;
    // The auth protocol has its own answers; the session-only calls (who am I, sign out
    // everywhere, delete the account) serve an unverified session on purpose.
    const sessionOnly =
      /^(GET \/api\/session\/me|POST \/api\/profile\/sign-out-everywhere|DELETE \/api\/profile\/?)$/;
    const skipped = (op: { method: string; path: string }) =>
      op.path.startsWith('/api/auth/') || sessionOnly.test(`${op.method} ${op.path}`);
    let refusedAnonymous = 0;
    for (const operation of listOperations(doc).filter((op) => !skipped(op))) {
      const url = operation.path.replace(/\{[^}]+\}/g, '1');
      const method = operation.method as 'GET';
      const what = `${method} ${url}`;
      const anonymous = await t.app.inject({ method, url, headers: csrfHeaders() });
      const asUnverified = await t.app.inject({ method, url, headers: unverified.headers });
      if (anonymous.statusCode === 401) {
        refusedAnonymous += 1;
        expect(asUnverified.statusCode, what).toBe(403);
        expectInvalidClaim({ status: asUnverified.statusCode, body: asUnverified.json() });
      }
      if (asUnverified.statusCode < 300) {
        expect(anonymous.statusCode, `${what} serves an unverified session only`).toBeLessThan(300);
      }
    }
    expect(refusedAnonymous).toBeGreaterThan(60);
  }, 120_000);

  it('serves the same calls to a verified session', async () => {
    expect((await call(verified, 'GET', '/api/binders')).status).toBe(200);
    expect((await call(verified, 'GET', '/api/orders')).status).toBe(200);
  });
});
