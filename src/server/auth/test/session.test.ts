import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createAuthClient,
  csrfHeadersWith,
  decodeFrontToken,
  FDI_HEADERS,
} from './auth-test-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REFRESH_GRACE_SECONDS: '30' });
});
afterAll(async () => t.close());

let counter = 0;
async function signedUpClient() {
  counter += 1;
  const client = createAuthClient(t.app);
  const res = await client.signUp(`trainer${counter}@kanto.test`, 'pokeball12');
  expect(res.json().status).toBe('OK');
  return client;
}

describe('session creation', () => {
  it('sets the protocol cookies and a base64 front-token with ms expiry and s iat', async () => {
    const client = createAuthClient(t.app);
    const res = await client.signUp('cookies@kanto.test', 'pokeball12');
    const access = res.cookies.find((c) => c.name === 'sAccessToken');
    const refresh = res.cookies.find((c) => c.name === 'sRefreshToken');
    expect(access).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(refresh).toMatchObject({
      path: '/api/auth/session/refresh',
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(access?.secure).toBeFalsy();
    const front = decodeFrontToken(res);
    expect(front?.ate).toBeGreaterThan(Date.now() + 3_000_000);
    expect(front?.up.iat).toBeLessThan(Date.now() / 100);
    expect(front?.up).toMatchObject({ tId: 'public', 'st-ev': { v: false }, sub: front?.uid });
    expect(String(res.headers['access-control-expose-headers'])).toContain('front-token');
    const [header] = String(access?.value).split('.');
    expect(JSON.parse(Buffer.from(String(header), 'base64url').toString())).toMatchObject({
      alg: 'RS256',
      typ: 'JWT',
      version: '5',
      kid: expect.any(String),
    });
  });

  it('publishes the verification keys as a JWKS', async () => {
    const res = await t.app.inject({ url: '/api/auth/jwt/jwks.json' });
    expect(res.json().keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', kid: expect.any(String) });
    expect(res.json().keys[0].d).toBeUndefined();
  });

  it('answers in header mode when the SDK asks for it, and accepts the bearer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { ...FDI_HEADERS, 'st-auth-mode': 'header' },
      payload: {
        formFields: [
          { id: 'email', value: 'cookies@kanto.test' },
          { id: 'password', value: 'pokeball12' },
        ],
      },
    });
    expect(res.cookies).toHaveLength(0);
    const access = String(res.headers['st-access-token']);
    const refresh = String(res.headers['st-refresh-token']);
    const me = await t.app.inject({
      url: '/api/session/me',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(me.json().email).toBe('cookies@kanto.test');
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      headers: { authorization: `Bearer ${refresh}`, 'st-auth-mode': 'header' },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.headers['st-refresh-token']).not.toBe(refresh);
    expect(refreshed.headers['front-token']).toBeTruthy();
  });
});

describe('refresh', () => {
  it('answers 401 without clearing anything for a request without a token (a cross-site form post)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      headers: { rid: 'session' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'unauthorised' });
    expect(res.cookies).toEqual([]);
  });

  it('rotates the refresh token on every use and keeps the session handle', async () => {
    const client = await signedUpClient();
    const first = client.jar.sRefreshToken;
    const res = await client.refresh();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect(client.jar.sRefreshToken).not.toBe(first);
    expect(decodeFrontToken(res)?.up.sessionHandle).toBe(String(first).split('.')[0]);
    expect((await client.me()).statusCode).toBe(200);
  });

  it('treats a replay of the previous token within the grace window as a lost response', async () => {
    const client = await signedUpClient();
    const first = String(client.jar.sRefreshToken);
    await client.refresh();
    client.jar.sRefreshToken = first;
    const retry = await client.refresh();
    expect(retry.statusCode).toBe(200);
    expect((await client.refresh()).statusCode).toBe(200);
  });

  it('revokes the whole session family when an older refresh token is replayed', async () => {
    const client = await signedUpClient();
    const first = String(client.jar.sRefreshToken);
    await client.refresh();
    await client.refresh();
    const stolenAccess = client.jar.sAccessToken;
    client.jar.sRefreshToken = first;
    const replay = await client.refresh();
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: 'token theft detected' });
    expect(replay.headers['front-token']).toBe('remove');
    const me = await t.app.inject({
      url: '/api/session/me',
      headers: { cookie: `sAccessToken=${stolenAccess}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json().message).toBe('unauthorised');
  });

  it('refuses a cookie refresh without the rid header (anti-CSRF)', async () => {
    const client = await signedUpClient();
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      headers: { cookie: `sRefreshToken=${client.jar.sRefreshToken ?? 'x'}` },
    });
    expect(bare.statusCode).toBe(401);
    expect(bare.cookies).toEqual([]);
    expect((await client.refresh()).statusCode).toBe(200);
  });

  it('does not revoke a session for a made-up token that only knows its handle', async () => {
    const client = await signedUpClient();
    const handle = String(client.jar.sRefreshToken).split('.')[0];
    for (const forged of [`${handle}.x`, `${handle}.${'A'.repeat(65)}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/session/refresh',
        headers: { rid: 'session', authorization: `Bearer ${forged}` },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'unauthorised' });
    }
    expect((await client.refresh()).statusCode).toBe(200);
    expect((await client.me()).statusCode).toBe(200);
  });

  it.each([
    ['garbage', 'garbage'],
    ['a forged token of the right shape', '00000000-0000-0000-0000-000000000000.abc'],
    ['SQL', "'; DROP TABLE auth_sessions; --.x"],
  ])('answers 401 for %s', async (_name, token) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/session/refresh',
      headers: { rid: 'session', cookie: `sRefreshToken=${encodeURIComponent(token)}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('access tokens', () => {
  it('asks the SDK to refresh for a token signed by an unknown key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({
      sub: '1',
      sessionHandle: 'x',
      tId: 'public',
      refreshTokenHash1: 'x',
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'unknown-kid' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await t.app.inject({
      url: '/api/session/me',
      headers: { cookie: `sAccessToken=${forged}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('try refresh token');
  });

  it.each([
    ['garbage', 'not.a.jwt'],
    [
      'alg none',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.`,
    ],
    ['a 10 kB value', 'a'.repeat(10_000)],
  ])('answers 401 for %s as the access token', async (_name, token) => {
    const res = await t.app.inject({
      url: '/api/session/me',
      headers: { cookie: `sAccessToken=${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 unauthorised without any token', async () => {
    const res = await t.app.inject({ url: '/api/session/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'unauthorised', error: { code: 'UNAUTHORISED' } });
  });

  it('asks to refresh once the access token expired, and the refresh restores access', async () => {
    const short = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '1' });
    try {
      const client = createAuthClient(short.app);
      await client.signUp('expiring@kanto.test', 'pokeball12');
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await client.me();
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toBe('try refresh token');
      expect((await client.refresh()).statusCode).toBe(200);
      expect((await client.me()).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('sign-out', () => {
  it('revokes the session, clears cookies and sends front-token remove', async () => {
    const client = await signedUpClient();
    const access = client.jar.sAccessToken;
    const res = await client.call('POST', '/api/auth/signout', undefined, { rid: 'session' });
    expect(res.json()).toEqual({ status: 'OK' });
    expect(res.headers['front-token']).toBe('remove');
    expect(client.jar.sAccessToken).toBeUndefined();
    const again = await t.app.inject({
      url: '/api/session/me',
      headers: { cookie: `sAccessToken=${access}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a session and try-refresh without the rid header', async () => {
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { rid: 'session' },
    });
    expect(none.statusCode).toBe(401);
    const client = await signedUpClient();
    const noRid = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: { cookie: `sAccessToken=${client.jar.sAccessToken}` },
    });
    expect(noRid.statusCode).toBe(401);
    expect(noRid.json()).toEqual({ message: 'try refresh token' });
  });

  it('signs out everywhere: every session of the user stops working', async () => {
    const laptop = await signedUpClient();
    const phone = createAuthClient(t.app);
    await phone.signIn(`trainer${counter}@kanto.test`, 'pokeball12');
    const res = await laptop.call(
      'POST',
      '/api/profile/sign-out-everywhere',
      undefined,
      csrfHeadersWith(laptop.jar),
    );
    expect(res.statusCode).toBe(204);
    expect(res.headers['front-token']).toBe('remove');
    expect((await phone.me()).statusCode).toBe(401);
    expect((await phone.refresh()).statusCode).toBe(401);
  });
});

describe('e-mail verification claim on product routes', () => {
  it('answers 403 with the invalid-claim body for an unverified user', async () => {
    const client = await signedUpClient();
    const res = await client.call(
      'PATCH',
      '/api/profile',
      { display_name: 'Red' },
      csrfHeadersWith(client.jar),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: 'invalid claim',
      claimValidationErrors: [
        {
          id: 'st-ev',
          reason: { message: 'wrong value', expectedValue: true, actualValue: false },
        },
      ],
    });
    expect((await client.me()).statusCode).toBe(200);
  });
});
