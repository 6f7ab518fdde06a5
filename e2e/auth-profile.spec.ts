import { describe, expect, it } from 'vitest';
import {
  createVerifiedAccount,
  logOut,
  signInInBrowser,
  signInVerified,
} from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

async function openProfile(email: string, create = true): Promise<void> {
  if (create) {
    await createVerifiedAccount(j.server, email);
  }
  await signInVerified(j.page, j.server, email);
  await j.page.getByRole('link', { name: 'Profile', exact: true }).click();
  await j.page.getByTestId('profile-email').waitFor();
}

describe.skipIf(!hasChromium)('/profile', () => {
  it('shows the e-mail, the free tier and the referral link, and saves the display name', async () => {
    const email = uniqueEmail('ash');
    await openProfile(email);
    expect(await j.page.getByTestId('profile-email').textContent()).toBe(email);
    expect(await j.page.getByTestId('profile-tier').textContent()).toBe('Free');
    const { rows } = await j.server.app.pool.query<{ referral_handle: string }>(
      'select referral_handle from users where email = $1',
      [email],
    );
    expect(await j.page.getByTestId('profile-referral-link').textContent()).toBe(
      `${j.server.baseUrl}/?ref=${rows[0]?.referral_handle}`,
    );

    await j.page.getByLabel('Display name').fill('   ');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Display name is required').waitFor();
    await j.page.getByLabel('Display name').fill('Ash Ketchum');
    await j.page.getByRole('button', { name: 'Save' }).click();
    await j.page.getByText('Display name saved').waitFor();
    await j.page.reload();
    await j.page.getByTestId('profile-email').waitFor();
    expect(await j.page.getByLabel('Display name').inputValue()).toBe('Ash Ketchum');
  });

  it('changes the password with the rules shown inline', async () => {
    const email = uniqueEmail('misty');
    await openProfile(email);
    await j.page.getByLabel('Current password').fill('pikachu25');
    await j.page.getByLabel('New password', { exact: true }).fill('short');
    await j.page.getByLabel('Confirm new password').click();
    await j.page
      .getByText('Password must contain at least 8 characters, including a number')
      .waitFor();
    await j.page.getByLabel('New password', { exact: true }).fill('togepi2024');
    await j.page.getByLabel('Confirm new password').fill('togepi2025');
    await j.page.getByLabel('Current password').click();
    await j.page.getByText("Confirmation password doesn't match").waitFor();

    await j.page.getByLabel('Current password').fill('not-my-password1');
    await j.page.getByLabel('Confirm new password').fill('togepi2024');
    await j.page.getByRole('button', { name: 'Change password' }).click();
    await j.page.getByText('Current password is incorrect').waitFor();

    await j.page.getByLabel('Current password').fill('pikachu25');
    await j.page.getByRole('button', { name: 'Change password' }).click();
    await j.page.getByText('Password changed').waitFor();
    // This session stays signed in; the new password works for the next sign-in.
    await logOut(j.page, j.server);
    await signInVerified(j.page, j.server, email, 'togepi2024');
  });

  it('signs out of all devices and goes to /', async () => {
    const email = uniqueEmail('brock');
    await createVerifiedAccount(j.server, email);
    const other = await j.browser.newContext();
    const otherPage = await other.newPage();
    await signInVerified(otherPage, j.server, email);

    await openProfile(email, false);
    await j.page.getByRole('button', { name: 'Sign out of all devices' }).click();
    await j.page.waitForURL(`${j.server.baseUrl}/`);
    await j.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Login', exact: true })
      .waitFor();

    // The other device is signed out too.
    await otherPage.goto(`${j.server.baseUrl}/profile`);
    await otherPage.waitForURL('**/login?redirectToPath=%2Fprofile');
    await other.close();
  });

  it('deletes the account only after the e-mail is typed', async () => {
    const email = uniqueEmail('gary');
    await openProfile(email);
    await j.page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete my account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Your e-mail').fill('someone-else@example.com');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await dialog.count()).toBe(0);

    await j.page.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByLabel('Your e-mail').fill(email.toUpperCase());
    await confirm.click();
    await j.page.waitForURL(`${j.server.baseUrl}/`);
    await j.page.getByText('Your account was deleted').waitFor();
    const users = await j.server.app.pool.query('select 1 from users where email = $1', [email]);
    expect(users.rowCount).toBe(0);

    await signInInBrowser(j.page, j.server, email);
    await j.page.getByText('Incorrect email and password combination').waitFor();
  });
});
