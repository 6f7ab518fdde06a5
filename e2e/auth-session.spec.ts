import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { createVerifiedAccount, signedInNav, signInVerified } from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

const ACCESS_TOKEN_TTL_SECONDS = 2;

let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function refreshTokenCookie(): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'sRefreshToken');
  if (!cookie) {
    throw new Error('no refresh token cookie');
  }
  expect(cookie.path).toBe('/api/auth/session/refresh');
  expect(cookie.httpOnly).toBe(true);
  return cookie.value;
}

describe.skipIf(!hasChromium)('session lifetime: refresh and theft detection', () => {
  beforeAll(async () => {
    server = await startAppServer({
      ...AUTH_TEST_CONFIG,
      ACCESS_TOKEN_TTL_SECONDS,
      // Any replayed refresh token counts as theft here (no lost-response grace window).
      REFRESH_GRACE_SECONDS: 0,
    });
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

  it('refreshes an expired access token without the user noticing', async () => {
    const email = uniqueEmail('ash');
    await createVerifiedAccount(server, email);
    await signInVerified(page, server, email);
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.getByTestId('profile-email').waitFor();
    const firstRefreshToken = await refreshTokenCookie();

    await sleep(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    const calls: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/api/profile' || path === '/api/auth/session/refresh') {
        calls.push(`${response.request().method()} ${path} ${response.status()}`);
      }
    });
    await page.getByLabel('Display name').fill('Ash Ketchum');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Display name saved').waitFor();
    // 401 (try refresh token) -> the SDK refreshes -> the same call again, invisibly.
    expect(calls).toEqual([
      'PATCH /api/profile 401',
      'POST /api/auth/session/refresh 200',
      'PATCH /api/profile 200',
    ]);
    expect(await refreshTokenCookie()).not.toBe(firstRefreshToken);
    expect(page.url()).toBe(`${server.baseUrl}/profile`);

    // A new page load after another expiry still finds the user signed in.
    await sleep(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    await page.reload();
    await page.getByTestId('profile-email').waitFor();
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    await signedInNav(page).waitFor();
  });

  it('signs the user out when an old refresh token is replayed (theft detection)', async () => {
    const email = uniqueEmail('misty');
    await createVerifiedAccount(server, email);
    await signInVerified(page, server, email);
    const stolen = await refreshTokenCookie();

    // The app rotates the refresh token on its next refresh.
    await sleep(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    await page.reload();
    await signedInNav(page).waitFor();
    expect(await refreshTokenCookie()).not.toBe(stolen);

    // Someone replays the old one: the whole session family is revoked.
    const replay = await fetch(`${server.baseUrl}/api/auth/session/refresh`, {
      method: 'POST',
      headers: { rid: 'session', cookie: `sRefreshToken=${stolen}` },
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: 'token theft detected' });

    // The rightful browser is signed out on its next call and sent to the auth page.
    await sleep(ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    await page.reload();
    await page.waitForURL('**/login?redirectToPath=%2Fhome');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Login', exact: true }).waitFor();
  });
});
