import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '#core/http/csrf.ts';
import { createAuthClient, FDI_HEADERS, form } from '../auth/test/auth-test-client.ts';
import { loadConfig } from '../config.ts';
import { createShopUser } from '../test/shop-users.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of proxy addresses, never "trust everything"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: .*trust everything/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
  });
});

describe('per-IP limits behind one proxy hop', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', AUTH_RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(async () => t.close());

  const signIn = (forwardedFor: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { ...FDI_HEADERS, 'x-forwarded-for': forwardedFor },
      payload: form({ email, password: 'wrongpass1' }),
      remoteAddress: '127.0.0.1',
    });

  it('keys on the address the proxy saw, not on what the client wrote in X-Forwarded-For', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await signIn(`10.9.9.${i}, 203.0.113.5`, `a${i}@kanto.test`);
      expect(res.json().status).toBe('WRONG_CREDENTIALS_ERROR');
    }
    expect((await signIn('10.9.9.77, 203.0.113.5', 'b@kanto.test')).json().status).toBe(
      'GENERAL_ERROR',
    );
    expect((await signIn('10.9.9.77, 198.51.100.7', 'c@kanto.test')).json().status).toBe(
      'WRONG_CREDENTIALS_ERROR',
    );
  });
});

describe('cookies on an https site', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEBSITE_URL: 'https://cards.example' });
  });
  afterAll(async () => t.close());

  it('marks the CSRF cookie Secure even though TLS ends at the proxy', async () => {
    const res = await t.app.inject({ url: '/api/csrf/restore' });
    const cookies = res.cookies as { name: string; secure?: boolean }[];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.secure).toBe(true);
    }
  });

  it('marks the session cookies Secure, on sign-up, refresh and sign-out', async () => {
    const client = createAuthClient(t.app);
    const answers = [await client.signUp('secure@cards.example', 'cookiePass123')];
    answers.push(await client.refresh());
    answers.push(await client.send('POST', '/api/profile/sign-out-everywhere'));
    const cookies = answers.flatMap((res) => res.cookies as { name: string; secure?: boolean }[]);
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['sAccessToken', 'sRefreshToken']),
    );
    expect(cookies.filter((cookie) => cookie.secure !== true)).toEqual([]);
  });
});

describe('CSRF and session hooks decide on the routed path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each(['/%61pi/binders', '/api/%62inders'])(
    'refuses %s without the CSRF token like /api/binders',
    async (url) => {
      const user = await createShopUser(t.app);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: String(user.headers.authorization) },
        payload: { name: 'sneaky' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('CSRF_FAILED');
      const listed = await t.app.inject({ url: '/api/binders', headers: user.headers });
      expect(JSON.stringify(listed.json())).not.toContain('sneaky');
    },
  );

  it('still accepts the encoded path with a token, as the same signed-in route', async () => {
    const user = await createShopUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/binders',
      headers: user.headers,
      payload: { name: 'ok' },
    });
    expect(res.statusCode).toBe(201);
    expect(user.headers[CSRF_HEADER]).toBeDefined();
  });
});
