import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAuthClient, FDI_HEADERS, form } from './auth-test-client.ts';
import { ageVerificationMails } from './mail-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '6', AUTH_RATE_LIMIT_PER_EMAIL: '3' });
});
afterAll(async () => t.close());

const signIn = (email: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    headers: FDI_HEADERS,
    payload: form({ email, password: 'wrongpass1' }),
    remoteAddress: ip,
  });

const LIMITED = {
  status: 'GENERAL_ERROR',
  message: 'Too many attempts. Please wait a minute and try again.',
};

describe('auth rate limits', () => {
  it('limits sign-in attempts per e-mail with a GENERAL_ERROR the UI can show', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await signIn('target@kanto.test', `10.0.1.${i}`)).json().status).toBe(
        'WRONG_CREDENTIALS_ERROR',
      );
    }
    const blocked = await signIn('TARGET@kanto.test', '10.0.1.99');
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual(LIMITED);
    expect((await signIn('other@kanto.test', '10.0.1.98')).json().status).toBe(
      'WRONG_CREDENTIALS_ERROR',
    );
  });

  it('limits sign-in attempts per IP across e-mails', async () => {
    for (let i = 0; i < 6; i += 1) {
      expect((await signIn(`user${i}@kanto.test`, '10.0.2.1')).json().status).toBe(
        'WRONG_CREDENTIALS_ERROR',
      );
    }
    expect((await signIn('user99@kanto.test', '10.0.2.1')).json()).toEqual(LIMITED);
  });

  it('limits sign-up and reset-link requests too', async () => {
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/user/password/reset/token',
        headers: FDI_HEADERS,
        payload: form({ email: 'reset@kanto.test' }),
        remoteAddress: `10.0.3.${i}`,
      });
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/password/reset/token',
      headers: FDI_HEADERS,
      payload: form({ email: 'reset@kanto.test' }),
      remoteAddress: '10.0.3.50',
    });
    expect(reset.json()).toEqual(LIMITED);
    const signUps = [];
    for (let i = 0; i < 7; i += 1) {
      signUps.push(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          headers: FDI_HEADERS,
          payload: form({ email: `new${i}@kanto.test`, password: 'x' }),
          remoteAddress: '10.0.4.1',
        }),
      );
    }
    expect(signUps.at(-1)?.json()).toEqual(LIMITED);
  });

  it('limits verification-mail requests per account', async () => {
    const client = createAuthClient(t.app);
    await client.signUp('verify@kanto.test', 'pokeball12');
    await ageVerificationMails(t.app, 'verify@kanto.test');
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await client.call(
        'POST',
        '/api/auth/user/email/verify/token',
        {},
        { rid: 'emailverification' },
      );
      statuses.push(res.json().message ?? res.json().status);
    }
    // One new link, then the wait for the next, then the limit itself.
    expect(statuses[0]).toBe('OK');
    expect(statuses[1]).toMatch(/^We sent you a verification e-mail less than a minute ago/);
    expect(statuses[3]).toBe(LIMITED.message);
  });
});
