import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OidcStandIn } from '../src/server/test/oidc-stand-in.ts';
import type { RunningApp } from './support/app-server.ts';
import { logOut, signedInNav } from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { startAppWithStandIn } from './support/auth-providers.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let server: RunningApp;
let idp: OidcStandIn;
let browser: Browser;
let context: BrowserContext;
let page: Page;

type Identity = { provider: string; subject: string; email: string; verified: boolean };

async function identitiesOf(email: string): Promise<Identity[]> {
  const { rows } = await server.app.pool.query<Identity>(
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
  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole('button', { name: `Continue with ${provider}` }).click();
  if (login === undefined) {
    return;
  }
  await page.waitForURL(`${idp.issuer}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
}

describe.skipIf(!hasChromium)('Google and Apple through the oidc-provider stand-in', () => {
  beforeAll(async () => {
    ({ server, idp } = await startAppWithStandIn());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await idp?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });

  it('signs up with Google on first sign-in (PKCE, state) and lands on /home', async () => {
    const email = uniqueEmail('google');
    const authorisationRequests: URL[] = [];
    page.on('request', (request) => {
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
      `${server.baseUrl}/login/callback/google`,
    );
    await page.waitForURL('**/home');
    await signedInNav(page).waitFor();
    expect(await identitiesOf(email)).toEqual([
      { provider: 'google', subject: email, email, verified: true },
    ]);

    // The second sign-in finds the same account.
    await logOut(page, server);
    await signInWith('Google');
    await page.waitForURL('**/home');
    expect(await identitiesOf(email)).toHaveLength(1);
  });

  it('signs up with Apple through its form_post callback', async () => {
    const email = uniqueEmail('apple');
    await signInWith('Apple', email);
    await page.waitForURL('**/home');
    await signedInNav(page).waitFor();
    expect(await identitiesOf(email)).toEqual([
      { provider: 'apple', subject: email, email, verified: true },
    ]);
  });

  it('sends a provider account without an e-mail back with error=no_email_present', async () => {
    await signInWith('Google', 'no-email-account');
    await page.waitForURL('**/login?error=no_email_present*');
    await page.getByText('Could not retrieve email. Please try a different method.').waitFor();
  });
});
