import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../test/test-app.ts';

// The security headers helmet used to set, now precomputed once (decision 021): every kind of
// answer must still carry all of them, byte for byte.
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';" +
    "script-src 'self';script-src-attr 'none';style-src 'self';connect-src 'self';" +
    "media-src 'self' blob:",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: TestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it.each([
    ['a cached catalog answer', '/api/tcgproducts/base1-4', 200],
    ['its 304', '/api/tcgproducts/base1-4', 304],
    ['a plain JSON answer', '/api/health', 200],
    ['an unknown product', '/api/tcgproducts/nope', 404],
    ['an invalid query', '/api/cards/search?limit=abc', 400],
    ['an unknown API path', '/api/no-such-thing', 404],
    ['a signed-out product call', '/api/iOSUserCards/', 401],
  ])('are all on %s', async (_label, url, status) => {
    const first = await t.app.inject({ url });
    const res =
      status === 304
        ? await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } })
        : first;
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(EXPECTED);
  });

  it('are on a state-changing call refused for its CSRF token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/iOSUserCards/', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.headers).toMatchObject(EXPECTED);
  });
});
