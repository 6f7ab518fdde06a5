import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtStandIn } from '../../test/oidc-driver.ts';
import { type OidcStandIn, standInConfig, startOidcStandIn } from '../../test/oidc-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { nonceFor } from '../thirdparty/thirdparty.service.ts';
import { createAuthClient, decodeFrontToken, FDI_HEADERS } from './auth-test-client.ts';

const SITE = 'http://cards.test:8080';
const GOOGLE_CALLBACK = `${SITE}/login/callback/google`;
const APPLE_API_CALLBACK = `${SITE}/api/auth/callback/apple`;
const APPLE_FRONT_CALLBACK = `${SITE}/login/callback/apple`;

let idp: OidcStandIn;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcStandIn({ redirectUris: [GOOGLE_CALLBACK, APPLE_API_CALLBACK] });
  t = await createTestApp({ WEBSITE_URL: SITE, ...standInConfig(idp) });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

async function authorisationUrl(provider: string, redirect: string) {
  const query = new URLSearchParams({
    thirdPartyId: provider,
    redirectURIOnProviderDashboard: redirect,
  });
  return t.app.inject({
    url: `/api/auth/authorisationurl?${query}`,
    headers: { ...FDI_HEADERS, rid: 'thirdparty' },
  });
}

/** What the prebuilt UI does: authorisation URL, provider sign-in, then signinup. */
async function signInWithGoogle(login: string, client = createAuthClient(t.app)) {
  const start = (await authorisationUrl('google', GOOGLE_CALLBACK)).json();
  const url = new URL(start.urlWithQueryParams);
  url.searchParams.set('state', 'frontend-state-123');
  const callback = await signInAtStandIn(url.href, login);
  expect(callback.redirectUri).toBe(GOOGLE_CALLBACK);
  const res = await client.call(
    'POST',
    '/api/auth/signinup',
    {
      thirdPartyId: 'google',
      redirectURIInfo: {
        redirectURIOnProviderDashboard: GOOGLE_CALLBACK,
        redirectURIQueryParams: callback.params,
        pkceCodeVerifier: start.pkceCodeVerifier,
      },
      shouldTryLinkingWithSessionUser: false,
    },
    { rid: 'thirdparty' },
  );
  return { res, client, callback, start };
}

describe('login methods', () => {
  it('lists the configured providers', async () => {
    const res = await t.app.inject({
      url: '/api/auth/public/loginmethods',
      headers: { rid: 'multitenancy' },
    });
    expect(res.json()).toMatchObject({
      status: 'OK',
      emailPassword: { enabled: true },
      thirdParty: {
        enabled: true,
        providers: [
          { id: 'google', name: 'Google' },
          { id: 'apple', name: 'Apple' },
        ],
      },
      firstFactors: ['emailpassword', 'thirdparty'],
    });
  });

  it('offers no provider without configuration, and its URL answers a clear error', async () => {
    const bare = await createTestApp();
    try {
      const methods = await bare.app.inject({ url: '/api/auth/loginmethods' });
      expect(methods.json().thirdParty).toEqual({ enabled: false, providers: [] });
      const query = new URLSearchParams({
        thirdPartyId: 'google',
        redirectURIOnProviderDashboard: GOOGLE_CALLBACK,
      });
      const res = await bare.app.inject({ url: `/api/auth/authorisationurl?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Sign-in with google is not configured on this server');
    } finally {
      await bare.close();
    }
  });
});

describe('authorisation URL', () => {
  it('builds a Google URL with PKCE and without state', async () => {
    const res = await authorisationUrl('google', GOOGLE_CALLBACK);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.pkceCodeVerifier).toMatch(/^[\w-]{43,}$/);
    const url = new URL(body.urlWithQueryParams);
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: idp.clients.google.clientId,
      redirect_uri: GOOGLE_CALLBACK,
      response_type: 'code',
      scope: 'openid email',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.has('state')).toBe(false);
  });

  it('builds an Apple URL with form_post, PKCE and a nonce', async () => {
    const body = (await authorisationUrl('apple', APPLE_API_CALLBACK)).json();
    const url = new URL(body.urlWithQueryParams);
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(body.pkceCodeVerifier).toMatch(/^[\w-]{43,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBe(nonceFor(body.pkceCodeVerifier));
  });

  it.each([
    ['an unknown provider', 'github', GOOGLE_CALLBACK],
    ['a foreign redirect URI', 'google', 'https://evil.test/login/callback/google'],
    ['a redirect URI with a query', 'google', `${GOOGLE_CALLBACK}?x=1`],
    ['a non-URL', 'google', 'not a url'],
  ])('answers 400 for %s', async (_name, provider, redirect) => {
    expect((await authorisationUrl(provider, redirect)).statusCode).toBe(400);
  });

  it('answers 400 when parameters are missing', async () => {
    expect((await t.app.inject({ url: '/api/auth/authorisationurl' })).statusCode).toBe(400);
  });
});

describe('Google sign-in', () => {
  it('creates a verified account on first sign-in and signs it in afterwards', async () => {
    idp.addAccount({
      sub: 'g-100',
      email: 'Brock@Pewter.City',
      emailVerified: true,
      name: 'Brock',
    });
    const first = await signInWithGoogle('g-100');
    expect(first.callback.params.state).toBe('frontend-state-123');
    const body = first.res.json();
    expect(body).toMatchObject({
      status: 'OK',
      createdNewRecipeUser: true,
      user: { emails: ['brock@pewter.city'], thirdParty: [{ id: 'google', userId: 'g-100' }] },
    });
    expect(body.user.loginMethods).toHaveLength(1);
    expect(decodeFrontToken(first.res)?.up['st-ev']).toMatchObject({ v: true });
    expect((await first.client.me()).json()).toMatchObject({
      display_name: 'brock',
      email_verified: true,
    });

    const again = await signInWithGoogle('g-100');
    expect(again.res.json()).toMatchObject({ status: 'OK', createdNewRecipeUser: false });
    expect(again.res.json().user.id).toBe(body.user.id);
  });

  it('answers NO_EMAIL_GIVEN_BY_PROVIDER when the provider shares no e-mail', async () => {
    idp.addAccount({ sub: 'g-no-mail' });
    const { res } = await signInWithGoogle('g-no-mail');
    expect(res.json()).toEqual({ status: 'NO_EMAIL_GIVEN_BY_PROVIDER' });
    expect(res.headers['front-token']).toBeUndefined();
  });

  it('refuses to attach a provider to an unverified e-mail/password account', async () => {
    await createAuthClient(t.app).signUp('surge@vermilion.city', 'raichu123');
    idp.addAccount({ sub: 'g-surge', email: 'surge@vermilion.city', emailVerified: true });
    const { res } = await signInWithGoogle('g-surge');
    expect(res.json()).toEqual({
      status: 'SIGN_IN_UP_NOT_ALLOWED',
      reason:
        'Cannot sign in / up due to security reasons. Please try a different login method or contact support. (ERR_CODE_004)',
    });
  });

  it('refuses an unverified provider e-mail that belongs to an existing account', async () => {
    idp.addAccount({ sub: 'g-fake-brock', email: 'brock@pewter.city', emailVerified: false });
    const { res } = await signInWithGoogle('g-fake-brock');
    expect(res.json().status).toBe('SIGN_IN_UP_NOT_ALLOWED');
  });

  it('answers GENERAL_ERROR when the code is replayed or the PKCE verifier is wrong', async () => {
    idp.addAccount({ sub: 'g-200', email: 'sabrina@saffron.city', emailVerified: true });
    const { callback } = await signInWithGoogle('g-200');
    const replay = await createAuthClient(t.app).call('POST', '/api/auth/signinup', {
      thirdPartyId: 'google',
      redirectURIInfo: {
        redirectURIOnProviderDashboard: GOOGLE_CALLBACK,
        redirectURIQueryParams: callback.params,
        pkceCodeVerifier: 'x'.repeat(43),
      },
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({
      status: 'GENERAL_ERROR',
      message: 'Sign-in with Google failed. Please try again.',
    });
  });

  it('answers 400 for malformed signinup bodies', async () => {
    const client = createAuthClient(t.app);
    for (const body of [
      {},
      { thirdPartyId: 'google' },
      { thirdPartyId: 42, redirectURIInfo: {} },
    ]) {
      expect((await client.call('POST', '/api/auth/signinup', body)).statusCode).toBe(400);
    }
  });
});

describe('Apple sign-in (form_post)', () => {
  it('redirects the posted form to the website callback and signs in from there', async () => {
    idp.addAccount({ sub: 'a-300', email: 'koga@fuchsia.city', emailVerified: true });
    const start = (await authorisationUrl('apple', APPLE_API_CALLBACK)).json();
    const state = Buffer.from(
      JSON.stringify({ state: 'abc', frontendRedirectURI: APPLE_FRONT_CALLBACK }),
    ).toString('base64');
    const url = new URL(start.urlWithQueryParams);
    url.searchParams.set('state', state);
    const posted = await signInAtStandIn(url.href, 'a-300');
    expect(posted.redirectUri).toBe(APPLE_API_CALLBACK);

    const callback = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(posted.params).toString(),
    });
    expect(callback.statusCode).toBe(303);
    const location = new URL(String(callback.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(APPLE_FRONT_CALLBACK);
    expect(location.searchParams.get('state')).toBe(state);

    const withoutVerifier = await createAuthClient(t.app).call('POST', '/api/auth/signinup', {
      thirdPartyId: 'apple',
      redirectURIInfo: {
        redirectURIOnProviderDashboard: APPLE_API_CALLBACK,
        redirectURIQueryParams: Object.fromEntries(location.searchParams),
      },
    });
    expect(withoutVerifier.json().status).toBe('GENERAL_ERROR');
    const res = await createAuthClient(t.app).call('POST', '/api/auth/signinup', {
      thirdPartyId: 'apple',
      redirectURIInfo: {
        redirectURIOnProviderDashboard: APPLE_API_CALLBACK,
        redirectURIQueryParams: Object.fromEntries(location.searchParams),
        pkceCodeVerifier: start.pkceCodeVerifier,
      },
    });
    expect(res.json()).toMatchObject({
      status: 'OK',
      createdNewRecipeUser: true,
      user: { emails: ['koga@fuchsia.city'] },
    });
    expect(decodeFrontToken(res)?.up['st-ev']).toMatchObject({ v: true });
  });

  it('refuses an ID token whose nonce belongs to another sign-in, even with a valid PKCE pair', async () => {
    idp.addAccount({ sub: 'a-301', email: 'janine@fuchsia.city', emailVerified: true });
    const victim = (await authorisationUrl('apple', APPLE_API_CALLBACK)).json();
    const attacker = (await authorisationUrl('apple', APPLE_API_CALLBACK)).json();
    // The nonce stays the first sign-in's, the PKCE challenge is the second one's.
    const url = new URL(victim.urlWithQueryParams);
    const challenge = new URL(attacker.urlWithQueryParams).searchParams.get('code_challenge');
    url.searchParams.set('code_challenge', String(challenge));
    url.searchParams.set('state', Buffer.from('{"state":"n"}').toString('base64'));
    const posted = await signInAtStandIn(url.href, 'a-301');
    const res = await createAuthClient(t.app).call('POST', '/api/auth/signinup', {
      thirdPartyId: 'apple',
      redirectURIInfo: {
        redirectURIOnProviderDashboard: APPLE_API_CALLBACK,
        redirectURIQueryParams: posted.params,
        pkceCodeVerifier: attacker.pkceCodeVerifier,
      },
    });
    expect(res.json().status).toBe('GENERAL_ERROR');
    expect(res.headers['front-token']).toBeUndefined();
  });

  it.each([
    ['no state', {}],
    ['a state that is not base64 JSON', { state: '%%%' }],
    [
      'a foreign frontendRedirectURI',
      { state: Buffer.from('{"frontendRedirectURI":"https://evil.test/x"}').toString('base64') },
    ],
  ])('answers 400 for %s', async (_name, fields) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/callback/apple',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields as Record<string, string>).toString(),
    });
    expect(res.statusCode).toBe(400);
  });
});
