import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import {
  createVerifiedAccount,
  signedInNav,
  signInInBrowser,
  signInVerified,
} from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!hasChromium)('sign-in, redirect-back and sign-out (prebuilt UI)', () => {
  beforeAll(async () => {
    server = await startAppServer(AUTH_TEST_CONFIG);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
  });

  it('shows the wrong-credentials text for a bad password', async () => {
    const email = uniqueEmail('ash');
    await createVerifiedAccount(server, email);
    await signInInBrowser(page, server, email, 'wrong-password-1');
    await page.getByText('Incorrect email and password combination').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await signedInNav(page).count()).toBe(0);
  });

  it('sends a visitor of a session page to the auth page and back after sign-in', async () => {
    const email = uniqueEmail('misty');
    await createVerifiedAccount(server, email);
    await page.goto(`${server.baseUrl}/friends/42`);
    await page.waitForURL('**/login?redirectToPath=*');
    expect(new URL(page.url()).searchParams.get('redirectToPath')).toBe('/friends/42');

    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('pikachu25');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL('**/friends/42');
    await page
      .getByText('This collector is not your friend, so their collection is not shown.')
      .waitFor();
    await signedInNav(page).waitFor();
  });

  it('switches between sign-in and sign-up from the navigation', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await page.locator('input[name="password"]').waitFor();
    expect(await page.locator('input[name="confirm-password"]').count()).toBe(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Signup', exact: true }).click();
    await page.locator('input[name="confirm-password"]').waitFor();
    await nav.getByRole('link', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.search === '');
    await page.locator('input[name="confirm-password"]').waitFor({ state: 'detached' });
  });

  it('sends a signed-in user away from /login', async () => {
    const email = uniqueEmail('brock');
    await createVerifiedAccount(server, email);
    await signInVerified(page, server, email);
    await page.goto(`${server.baseUrl}/login`);
    await page.waitForURL('**/home');
  });

  it('logs out to / with the signed-out navigation, and the session is gone', async () => {
    const email = uniqueEmail('gary');
    await createVerifiedAccount(server, email);
    await signInVerified(page, server, email);
    const signout = page.waitForResponse('**/api/auth/signout');
    await signedInNav(page).click();
    expect((await signout).status()).toBe(200);
    await page.waitForURL(`${server.baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Collection' }).getAttribute('href')).toBe('/login');
    expect(await nav.getByRole('link', { name: 'Friends', exact: true }).count()).toBe(0);

    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sAccessToken')).toBeUndefined();
    await page.goto(`${server.baseUrl}/profile`);
    await page.waitForURL('**/login?redirectToPath=%2Fprofile');
  });
});
