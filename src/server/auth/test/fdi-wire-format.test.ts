import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAuthClient, FDI_HEADERS, form } from './auth-test-client.ts';
import { ageVerificationMails, latestMailTo, linkIn } from './mail-helpers.ts';

// The auth-protocol bodies go through zod response schemas (fdi-schemas.ts), which drop any key
// they do not name. These are the exact bodies of auth-protocol.md that the SDK reads: a key
// lost (or added) by a schema fails here.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBSITE_URL: 'http://cards.test:8080' });
});
afterAll(async () => t.close());

describe('auth protocol wire format', () => {
  it('sign-up and sign-in answer the User object of section 5, every key kept', async () => {
    const client = createAuthClient(t.app);
    const signUp = await client.signUp('wire@pallet.town', 'eevee1234');
    expect(signUp.statusCode).toBe(200);
    const body = signUp.json();
    expect(Object.keys(body).sort()).toEqual(['status', 'user']);
    expect(body.user).toEqual({
      id: expect.any(String),
      timeJoined: expect.any(Number),
      isPrimaryUser: false,
      tenantIds: ['public'],
      emails: ['wire@pallet.town'],
      phoneNumbers: [],
      thirdParty: [],
      webauthn: { credentialIds: [] },
      loginMethods: [
        {
          recipeId: 'emailpassword',
          recipeUserId: body.user.id,
          tenantIds: ['public'],
          timeJoined: body.user.timeJoined,
          email: 'wire@pallet.town',
          verified: false,
        },
      ],
    });
    expect(signUp.headers['front-token']).toEqual(expect.any(String));

    const signIn = await client.signIn('wire@pallet.town', 'eevee1234');
    expect(signIn.json()).toEqual({ status: 'OK', user: body.user });
    const wrong = await client.signIn('wire@pallet.town', 'wrong-password-1');
    expect(wrong.json()).toEqual({ status: 'WRONG_CREDENTIALS_ERROR' });
    const taken = await client.signUp('wire@pallet.town', 'eevee1234');
    expect(taken.json()).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'email', error: 'This email already exists. Please sign in instead.' }],
    });
  });

  it('e-mail exists, password reset and e-mail verification keep their status bodies', async () => {
    const client = createAuthClient(t.app);
    await client.signUp('misty-wire@pallet.town', 'starmie123');
    const exists = await client.call(
      'GET',
      '/api/auth/emailpassword/email/exists?email=misty-wire@pallet.town',
    );
    expect(exists.json()).toEqual({ status: 'OK', exists: true });
    const missing = await client.call('GET', '/api/auth/emailpassword/email/exists');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Please provide the email as a GET param' });

    const resetToken = await client.call(
      'POST',
      '/api/auth/user/password/reset/token',
      form({ email: 'misty-wire@pallet.town' }),
    );
    expect(resetToken.json()).toEqual({ status: 'OK' });
    const badReset = await client.call('POST', '/api/auth/user/password/reset', {
      ...form({ password: 'starmie456' }),
      token: 'not-a-token',
      method: 'token',
    });
    expect(badReset.json()).toEqual({ status: 'RESET_PASSWORD_INVALID_TOKEN_ERROR' });

    const isVerified = await client.call('GET', '/api/auth/user/email/verify');
    expect(isVerified.json()).toEqual({ status: 'OK', isVerified: false });
    await ageVerificationMails(t.app, 'misty-wire@pallet.town');
    const sent = await client.call('POST', '/api/auth/user/email/verify/token', {});
    expect(sent.json()).toEqual({ status: 'OK' });
    const badVerify = await client.call('POST', '/api/auth/user/email/verify', {
      method: 'token',
      token: 'not-a-token',
    });
    expect(badVerify.json()).toEqual({ status: 'EMAIL_VERIFICATION_INVALID_TOKEN_ERROR' });
    const { token } = linkIn((await latestMailTo(t.app, 'misty-wire@pallet.town')).text);
    const verified = await client.call('POST', '/api/auth/user/email/verify', {
      method: 'token',
      token,
    });
    expect(verified.json()).toEqual({ status: 'OK' });
    const again = await client.call('POST', '/api/auth/user/email/verify/token', {});
    expect(again.json()).toEqual({ status: 'EMAIL_ALREADY_VERIFIED_ERROR' });
  });

  it('refresh answers {}, sign-out {status: OK}, and 401s carry only a message', async () => {
    const client = createAuthClient(t.app);
    await client.signUp('brock-wire@pallet.town', 'onix12345');
    const refreshed = await client.refresh();
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toEqual({});
    expect(refreshed.headers['front-token']).toEqual(expect.any(String));
    const signOut = await client.call('POST', '/api/auth/signout', undefined, { rid: 'session' });
    expect(signOut.json()).toEqual({ status: 'OK' });

    const anonymous = createAuthClient(t.app);
    const noSession = await anonymous.refresh();
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toEqual({ message: 'unauthorised' });
    const noSessionCheck = await anonymous.call('GET', '/api/auth/user/email/verify');
    expect(noSessionCheck.statusCode).toBe(401);
    expect(Object.keys(noSessionCheck.json())).toEqual(['message']);
  });

  it('login methods, the JWKS and an unknown tenant keep their shapes', async () => {
    const methods = await t.app.inject({
      url: '/api/auth/loginmethods',
      headers: { ...FDI_HEADERS, rid: 'multitenancy' },
    });
    expect(methods.json()).toEqual({
      status: 'OK',
      emailPassword: { enabled: true },
      thirdParty: { enabled: false, providers: [] },
      passwordless: { enabled: false },
      webauthn: { enabled: false },
      firstFactors: ['emailpassword'],
    });
    const jwks = (await t.app.inject({ url: '/api/auth/jwt/jwks.json' })).json();
    expect(jwks.keys.length).toBeGreaterThan(0);
    for (const key of jwks.keys) {
      expect(key).toMatchObject({ kty: expect.any(String), kid: expect.any(String) });
      // Public members only, kept in full (the JWK's own fields depend on its key type).
      expect(key).not.toHaveProperty('d');
      expect(Object.keys(key).length).toBeGreaterThan(2);
    }
    const tenant = await t.app.inject({
      method: 'POST',
      url: '/api/auth/acme/signin',
      headers: FDI_HEADERS,
      payload: form({ email: 'a@b.co', password: 'x' }),
    });
    expect(tenant.statusCode).toBe(404);
    expect(tenant.json()).toEqual({ message: 'Unknown tenant' });
  });
});
