import { describe, expect, it } from 'vitest';
import {
  createVerifiedAccount,
  signedInNav,
  signInInBrowser,
  signInVerified,
} from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

describe.skipIf(!hasChromium)('sign-in, redirect-back and sign-out (prebuilt UI)', () => {
  it('shows the wrong-credentials text for a bad password', async () => {
    const email = uniqueEmail('ash');
    await createVerifiedAccount(j.server, email);
    await signInInBrowser(j.page, j.server, email, 'wrong-password-1');
    await j.page.getByText('Incorrect email and password combination').waitFor();
    expect(new URL(j.page.url()).pathname).toBe('/login');
    expect(await signedInNav(j.page).count()).toBe(0);
  });

  it('sends a visitor of a session page to the auth page and back after sign-in', async () => {
    const email = uniqueEmail('misty');
    await createVerifiedAccount(j.server, email);
    await j.page.goto(`${j.server.baseUrl}/friends/42`);
    await j.page.waitForURL('**/login?redirectToPath=*');
    expect(new URL(j.page.url()).searchParams.get('redirectToPath')).toBe('/friends/42');

    await j.page.locator('input[name="email"]').fill(email);
    await j.page.locator('input[name="password"]').fill('pikachu25');
    await j.page.locator('button[type="submit"]').click();
    await j.page.waitForURL('**/friends/42');
    await j.page
      .getByText('This collector is not your friend, so their collection is not shown.')
      .waitFor();
    await signedInNav(j.page).waitFor();
  });

  it('switches between sign-in and sign-up from the navigation', async () => {
    await j.page.goto(`${j.server.baseUrl}/login`);
    await j.page.locator('input[name="password"]').waitFor();
    expect(await j.page.locator('input[name="confirm-password"]').count()).toBe(0);
    const nav = j.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Signup', exact: true }).click();
    await j.page.locator('input[name="confirm-password"]').waitFor();
    await nav.getByRole('link', { name: 'Login', exact: true }).click();
    await j.page.waitForURL((url) => url.search === '');
    await j.page.locator('input[name="confirm-password"]').waitFor({ state: 'detached' });
  });

  it('sends a signed-in user away from /login', async () => {
    const email = uniqueEmail('brock');
    await createVerifiedAccount(j.server, email);
    await signInVerified(j.page, j.server, email);
    await j.page.goto(`${j.server.baseUrl}/login`);
    await j.page.waitForURL('**/home');
  });

  it('logs out to / with the signed-out navigation, and the session is gone', async () => {
    const email = uniqueEmail('gary');
    await createVerifiedAccount(j.server, email);
    await signInVerified(j.page, j.server, email);
    const signout = j.page.waitForResponse('**/api/auth/signout');
    await signedInNav(j.page).click();
    expect((await signout).status()).toBe(200);
    await j.page.waitForURL(`${j.server.baseUrl}/`);
    const nav = j.page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Login', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Collection' }).getAttribute('href')).toBe('/login');
    expect(await nav.getByRole('link', { name: 'Friends', exact: true }).count()).toBe(0);

    const cookies = await j.context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'sAccessToken')).toBeUndefined();
    await j.page.goto(`${j.server.baseUrl}/profile`);
    await j.page.waitForURL('**/login?redirectToPath=%2Fprofile');
  });
});
