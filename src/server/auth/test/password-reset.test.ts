import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devKeyHeaders } from '../../http/dev-key.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAuthClient, FDI_HEADERS, form } from './auth-test-client.ts';
import { latestMailTo, linkIn } from './mail-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: FDI_HEADERS, payload });
const requestLink = (email: string) => post('/api/auth/user/password/reset/token', form({ email }));
const reset = (token: string, password: string) =>
  post('/api/auth/user/password/reset', { ...form({ password }), token, method: 'token' });

async function mailCount(email: string) {
  const res = await t.app.inject({
    headers: devKeyHeaders(t.app),
    url: `/dev/mailbox?format=json&to=${encodeURIComponent(email)}`,
  });
  return (res.json() as unknown[]).length;
}

describe('password reset', () => {
  it('resets a forgotten password end to end and signs out old sessions', async () => {
    const old = createAuthClient(t.app);
    await old.signUp('oak@pallet.town', 'oldpass123');
    expect((await requestLink('OAK@pallet.town')).json()).toEqual({ status: 'OK' });
    const mail = await latestMailTo(t.app, 'oak@pallet.town');
    expect(mail.subject).toBe('Reset your Cardfolio password');
    const { url, token } = linkIn(mail.text);
    expect(url.pathname).toBe('/login/reset-password');
    expect(url.searchParams.get('tenantId')).toBe('public');

    const weak = await reset(token, 'short');
    expect(weak.json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: [
        {
          id: 'password',
          error: 'Password must contain at least 8 characters, including a number',
        },
      ],
    });
    expect((await reset(token, 'newpass123')).json()).toEqual({ status: 'OK' });
    expect((await reset(token, 'newpass456')).json()).toEqual({
      status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR',
    });

    const client = createAuthClient(t.app);
    expect((await client.signIn('oak@pallet.town', 'oldpass123')).json().status).toBe(
      'WRONG_CREDENTIALS_ERROR',
    );
    expect((await client.signIn('oak@pallet.town', 'newpass123')).json().status).toBe('OK');
    expect((await client.me()).json().email_verified).toBe(true);
    expect((await old.me()).statusCode).toBe(401);
  });

  it('answers OK for an unknown e-mail without sending anything', async () => {
    expect((await requestLink('ghost@lavender.town')).json()).toEqual({ status: 'OK' });
    expect(await mailCount('ghost@lavender.town')).toBe(0);
  });

  it('validates the e-mail of the reset request', async () => {
    expect((await requestLink('nope')).json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'email', error: 'Email is invalid' }],
    });
  });

  it('refuses an unknown token and a missing token', async () => {
    expect((await reset('made-up', 'newpass123')).json()).toEqual({
      status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR',
    });
    const missing = await post('/api/auth/user/password/reset', form({ password: 'newpass123' }));
    expect(missing.statusCode).toBe(400);
  });

  it('keeps only the newest link valid', async () => {
    await requestLink('oak@pallet.town');
    const first = linkIn((await latestMailTo(t.app, 'oak@pallet.town')).text).token;
    await requestLink('oak@pallet.town');
    const second = linkIn((await latestMailTo(t.app, 'oak@pallet.town')).text).token;
    expect((await reset(first, 'another123')).json().status).toBe(
      'RESET_PASSWORD_INVALID_TOKEN_ERROR',
    );
    expect((await reset(second, 'another123')).json().status).toBe('OK');
  });

  it('refuses an expired token', async () => {
    const quick = await createTestApp({ PASSWORD_RESET_TOKEN_TTL_HOURS: '0.0002' });
    try {
      await createAuthClient(quick.app).signUp('late@pallet.town', 'oldpass123');
      await quick.app.inject({
        method: 'POST',
        url: '/api/auth/user/password/reset/token',
        headers: FDI_HEADERS,
        payload: form({ email: 'late@pallet.town' }),
      });
      const { token } = linkIn((await latestMailTo(quick.app, 'late@pallet.town')).text);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      const res = await quick.app.inject({
        method: 'POST',
        url: '/api/auth/user/password/reset',
        headers: FDI_HEADERS,
        payload: { ...form({ password: 'newpass123' }), token, method: 'token' },
      });
      expect(res.json()).toEqual({ status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' });
    } finally {
      await quick.close();
    }
  });
});
