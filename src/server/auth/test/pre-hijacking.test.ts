import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtStandIn } from '../../test/oidc-driver.ts';
import { type OidcStandIn, standInConfig, startOidcStandIn } from '../../test/oidc-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAuthClient, FDI_HEADERS } from './auth-test-client.ts';
import { latestMailTo, linkIn } from './mail-helpers.ts';

const SITE = 'http://cards.test:8080';
const GOOGLE_CALLBACK = `${SITE}/login/callback/google`;

let idp: OidcStandIn;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcStandIn({ redirectUris: [GOOGLE_CALLBACK] });
  t = await createTestApp({ WEBSITE_URL: SITE, ...standInConfig(idp) });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

async function signInWithGoogle(login: string) {
  const query = new URLSearchParams({
    thirdPartyId: 'google',
    redirectURIOnProviderDashboard: GOOGLE_CALLBACK,
  });
  const start = (
    await t.app.inject({
      url: `/api/auth/authorisationurl?${query}`,
      headers: { ...FDI_HEADERS, rid: 'thirdparty' },
    })
  ).json();
  const url = new URL(start.urlWithQueryParams);
  url.searchParams.set('state', 'frontend-state-1');
  const callback = await signInAtStandIn(url.href, login);
  return createAuthClient(t.app).call(
    'POST',
    '/api/auth/signinup',
    {
      thirdPartyId: 'google',
      redirectURIInfo: {
        redirectURIOnProviderDashboard: GOOGLE_CALLBACK,
        redirectURIQueryParams: callback.params,
        pkceCodeVerifier: start.pkceCodeVerifier,
      },
    },
    { rid: 'thirdparty' },
  );
}

describe('account pre-hijacking', () => {
  it('clears a password chosen before the e-mail was verified when the owner signs in with a provider', async () => {
    // The attacker signs up with the victim's address and keeps a session open.
    const attacker = createAuthClient(t.app);
    expect((await attacker.signUp('erika@celadon.city', 'Attacker123')).json().status).toBe('OK');
    // The victim clicks the verification link that arrived in their inbox.
    const { token } = linkIn((await latestMailTo(t.app, 'erika@celadon.city')).text);
    const verified = await createAuthClient(t.app).call('POST', '/api/auth/user/email/verify', {
      method: 'token',
      token,
    });
    expect(verified.json().status).toBe('OK');
    expect((await attacker.me()).statusCode).toBe(200);

    idp.addAccount({ sub: 'g-erika', email: 'erika@celadon.city', emailVerified: true });
    const res = await signInWithGoogle('g-erika');
    expect(res.json().status).toBe('OK');

    const again = await createAuthClient(t.app).signIn('erika@celadon.city', 'Attacker123');
    expect(again.json().status).toBe('WRONG_CREDENTIALS_ERROR');
    expect((await attacker.me()).statusCode).toBe(401);
  });

  it('does not let the squatter launder the password by changing it after the victim verified', async () => {
    const attacker = createAuthClient(t.app);
    await attacker.signUp('koga@fuchsia.city', 'Attacker123');
    const { token } = linkIn((await latestMailTo(t.app, 'koga@fuchsia.city')).text);
    await createAuthClient(t.app).call('POST', '/api/auth/user/email/verify', {
      method: 'token',
      token,
    });
    await attacker.refresh();
    const changed = await attacker.send('POST', '/api/profile/password', {
      current_password: 'Attacker123',
      new_password: 'Laundered456',
    });
    expect(changed.statusCode).toBe(204);

    idp.addAccount({ sub: 'g-koga', email: 'koga@fuchsia.city', emailVerified: true });
    expect((await signInWithGoogle('g-koga')).json().status).toBe('OK');
    const again = await createAuthClient(t.app).signIn('koga@fuchsia.city', 'Laundered456');
    expect(again.json().status).toBe('WRONG_CREDENTIALS_ERROR');
    expect((await attacker.me()).statusCode).toBe(401);
  });

  it('says in the verification mail that clicking confirms an account someone created', async () => {
    await createAuthClient(t.app).signUp('janine@fuchsia.city', 'Janine1234');
    const mail = await latestMailTo(t.app, 'janine@fuchsia.city');
    expect(mail.text).toContain('Someone created a Cardfolio account with this e-mail address');
    expect(mail.text).toContain('If you did not create it, do not click');
  });

  it('keeps a password set after verification (a reset proves the address)', async () => {
    const owner = createAuthClient(t.app);
    await owner.signUp('sabrina@saffron.city', 'Original123');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/password/reset/token',
      headers: FDI_HEADERS,
      payload: { formFields: [{ id: 'email', value: 'sabrina@saffron.city' }] },
    });
    const reset = linkIn((await latestMailTo(t.app, 'sabrina@saffron.city')).text);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/password/reset',
      headers: FDI_HEADERS,
      payload: {
        formFields: [{ id: 'password', value: 'Chosen4567' }],
        token: reset.token,
        method: 'token',
      },
    });
    expect(done.json().status).toBe('OK');

    idp.addAccount({ sub: 'g-sabrina', email: 'sabrina@saffron.city', emailVerified: true });
    expect((await signInWithGoogle('g-sabrina')).json().status).toBe('OK');
    const signIn = await createAuthClient(t.app).signIn('sabrina@saffron.city', 'Chosen4567');
    expect(signIn.json().status).toBe('OK');
  });
});
