import { afterAll, describe, expect, it } from 'vitest';
import type { OidcStandIn } from '../src/server/test/oidc-stand-in.ts';
import { logOut, signedInNav } from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { startAppWithStandIn } from './support/auth-providers.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

let idp: OidcStandIn;

const j = browserJourney({
  start: async (config) => {
    const started = await startAppWithStandIn(config);
    idp = started.idp;
    return started.server;
  },
});
afterAll(() => idp?.close());

type Identity = { provider: string; subject: string; email: string; verified: boolean };

async function identitiesOf(email: string): Promise<Identity[]> {
  const { rows } = await j.server.app.pool.query<Identity>(
    `select i.provider, i.subject, u.email, u.email_verified_at is not null as verified
       from user_identities i join users u on u.id = i.user_id where u.email = $1`,
    [email],
  );
  return rows;
}

/**
 * Clicks the provider button and signs in at the stand-in's development form (skipped when the
 * provider still has a session of its own: it then sends the browser straight back).
 */
async function signInWith(provider: 'Google' | 'Apple', login?: string): Promise<void> {
  await j.page.goto(`${j.server.baseUrl}/login`);
  await j.page.getByRole('button', { name: `Continue with ${provider}` }).click();
  if (login === undefined) {
    return;
  }
  await j.page.waitForURL(`${idp.issuer}/**`);
  await j.page.locator('input[name="login"]').fill(login);
  await j.page.locator('input[name="password"]').fill('any');
  await j.page.locator('button[type="submit"]').click();
}

describe.skipIf(!hasChromium)('Google and Apple through the oidc-provider stand-in', () => {
  it('signs up with Google on first sign-in (PKCE, state) and lands on /home', async () => {
    const email = uniqueEmail('google');
    const authorisationRequests: URL[] = [];
    j.page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === idp.issuer && url.pathname === '/auth') {
        authorisationRequests.push(url);
      }
    });
    await signInWith('Google', email);
    const [authorisation] = authorisationRequests;
    expect(authorisation?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorisation?.searchParams.get('state')).toEqual(expect.any(String));
    expect(authorisation?.searchParams.get('redirect_uri')).toBe(
      `${j.server.baseUrl}/login/callback/google`,
    );
    await j.page.waitForURL('**/home');
    await signedInNav(j.page).waitFor();
    expect(await identitiesOf(email)).toEqual([
      { provider: 'google', subject: email, email, verified: true },
    ]);

    // The second sign-in finds the same account.
    await logOut(j.page, j.server);
    await signInWith('Google');
    await j.page.waitForURL('**/home');
    expect(await identitiesOf(email)).toHaveLength(1);
  });

  it('signs up with Apple through its form_post callback', async () => {
    const email = uniqueEmail('apple');
    await signInWith('Apple', email);
    await j.page.waitForURL('**/home');
    await signedInNav(j.page).waitFor();
    expect(await identitiesOf(email)).toEqual([
      { provider: 'apple', subject: email, email, verified: true },
    ]);
  });

  it('sends a provider account without an e-mail back with error=no_email_present', async () => {
    await signInWith('Google', 'no-email-account');
    await j.page.waitForURL('**/login?error=no_email_present*');
    await j.page.getByText('Could not retrieve email. Please try a different method.').waitFor();
  });

  it('refuses a callback whose state is not the one this browser sent (sign-in CSRF)', async () => {
    const email = uniqueEmail('forged-state');
    const callback = `${j.server.baseUrl}/login/callback/google`;
    let forged = false;
    // The provider's redirect back to the site, with another state: what a victim's browser
    // gets when an attacker sends it their own authorisation response. The browser does not
    // route a redirect's next request, so the stand-in's own redirects are followed here.
    await j.page.route(`${idp.issuer}/**`, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      let location = response.headers().location;
      while (location?.startsWith(idp.issuer)) {
        const next = await j.page.context().request.get(location, { maxRedirects: 0 });
        location = next.headers().location;
      }
      if (!location?.startsWith(callback)) {
        await route.fulfill({ response });
        return;
      }
      const changed = new URL(location);
      changed.searchParams.set('state', 'c3RhdGUtb2YtYW5vdGhlci1icm93c2Vy');
      forged = true;
      await route.fulfill({ status: 303, headers: { location: changed.href } });
    });
    try {
      await signInWith('Google', email);
      await j.page.waitForURL('**/login?*');
    } finally {
      await j.page.unroute(`${idp.issuer}/**`);
    }
    expect(forged).toBe(true);
    expect(await identitiesOf(email)).toEqual([]);
    expect(new URL(j.page.url()).pathname).toBe('/login');
  });
});
