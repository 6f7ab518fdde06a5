import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE } from '#core/http/csrf.ts';
import { createTestApp, csrfHeaders, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_VERSION: '9.99' });
});
afterAll(async () => t.close());

describe('system routes', () => {
  it('reports the configured server version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/version' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '9.99' });
  });

  it('issues a readable CSRF cookie on restore', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/csrf/restore' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === CSRF_COOKIE);
    expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'a', email: 'a@b.co', message: 'hello there friend' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF_FAILED');
  });

  it('refuses a header that does not match the cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...csrfHeaders('a'.repeat(43)), 'x-csrf-token': 'b'.repeat(43) },
      payload: { name: 'a', email: 'a@b.co', message: 'hello there friend' },
    });
    expect(res.statusCode).toBe(403);
  });

  it.each(['/api/nope', '/%61pi/nope', '//api/nope', '/API/nope'])(
    'answers the unknown API path %s with a JSON 404, never the web page',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No route GET ${url}` } });
    },
  );

  it('serves an OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/version', '/api/csrf/restore', '/api/contact/']),
    );
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/version' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
