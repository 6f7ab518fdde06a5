import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import {
  createVerifiedAccount,
  logOut,
  signInInBrowser,
  signInVerified,
} from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function openProfile(email: string, create = true): Promise<void> {
  if (create) {
    await createVerifiedAccount(server, email);
  }
  await signInVerified(page, server, email);
  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.getByTestId('profile-email').waitFor();
}

describe.skipIf(!hasChromium)('/profile', () => {
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

  it('shows the e-mail, the free tier and the referral link, and saves the display name', async () => {
    const email = uniqueEmail('ash');
    await openProfile(email);
    expect(await page.getByTestId('profile-email').textContent()).toBe(email);
    expect(await page.getByTestId('profile-tier').textContent()).toBe('Free');
    const { rows } = await server.app.pool.query<{ referral_handle: string }>(
      'select referral_handle from users where email = $1',
      [email],
    );
    expect(await page.getByTestId('profile-referral-link').textContent()).toBe(
      `${server.baseUrl}/?ref=${rows[0]?.referral_handle}`,
    );

    await page.getByLabel('Display name').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Display name is required').waitFor();
    await page.getByLabel('Display name').fill('Ash Ketchum');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Display name saved').waitFor();
    await page.reload();
    await page.getByTestId('profile-email').waitFor();
    expect(await page.getByLabel('Display name').inputValue()).toBe('Ash Ketchum');
  });

  it('changes the password with the rules shown inline', async () => {
    const email = uniqueEmail('misty');
    await openProfile(email);
    await page.getByLabel('Current password').fill('pikachu25');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').click();
    await page
      .getByText('Password must contain at least 8 characters, including a number')
      .waitFor();
    await page.getByLabel('New password', { exact: true }).fill('togepi2024');
    await page.getByLabel('Confirm new password').fill('togepi2025');
    await page.getByLabel('Current password').click();
    await page.getByText("Confirmation password doesn't match").waitFor();

    await page.getByLabel('Current password').fill('not-my-password1');
    await page.getByLabel('Confirm new password').fill('togepi2024');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Current password is incorrect').waitFor();

    await page.getByLabel('Current password').fill('pikachu25');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password changed').waitFor();
    // This session stays signed in; the new password works for the next sign-in.
    await logOut(page, server);
    await signInVerified(page, server, email, 'togepi2024');
  });

  it('signs out of all devices and goes to /', async () => {
    const email = uniqueEmail('brock');
    await createVerifiedAccount(server, email);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInVerified(otherPage, server, email);

    await openProfile(email, false);
    await page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login', exact: true })
      .waitFor();

    // The other device is signed out too.
    await otherPage.goto(`${server.baseUrl}/profile`);
    await otherPage.waitForURL('**/login?redirectToPath=%2Fprofile');
    await other.close();
  });

  it('deletes the account only after the e-mail is typed', async () => {
    const email = uniqueEmail('gary');
    await openProfile(email);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Your e-mail').fill('someone-else@example.com');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);

    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByLabel('Your e-mail').fill(email.toUpperCase());
    await confirm.click();
    await page.waitForURL(`${server.baseUrl}/`);
    await page.getByText('Your account was deleted').waitFor();
    const users = await server.app.pool.query('select 1 from users where email = $1', [email]);
    expect(users.rowCount).toBe(0);

    await signInInBrowser(page, server, email);
    await page.getByText('Incorrect email and password combination').waitFor();
  });
});
