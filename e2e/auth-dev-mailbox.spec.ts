import { describe, expect, it } from 'vitest';
import { authForm, logOut, signInVerified, signUpInBrowser } from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { startAppAtKnownUrl } from './support/auth-providers.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({ start: (config) => startAppAtKnownUrl(() => config) });

/** Opens the development mailbox and follows the newest link of that kind for `email`. */
async function openMailedLink(email: string, kind: 'verify-email' | 'reset-password') {
  await j.page.goto(`${j.server.baseUrl}/dev/mailbox`);
  const selector = `a[data-testid="mail-link"][href*="/login/${kind}?"]`;
  const newest = j.page
    .locator('li')
    .filter({ hasText: email })
    .filter({ has: j.page.locator(selector) })
    .first();
  const link = newest.locator(selector);
  await link.click();
  await j.page.waitForURL(`**/login/${kind}?token=*`);
}

describe.skipIf(!hasChromium)('a new user with no SMTP: the development mailbox', () => {
  it('signs up, verifies, signs out, resets the password and signs in again', async () => {
    expect(j.server.app.config.DEV_MODE).toBe(true);
    const email = uniqueEmail('newcomer');
    await signUpInBrowser(j.page, j.server, email);
    await j.page.waitForURL('**/login/verify-email');

    await openMailedLink(email, 'verify-email');
    await j.page.getByText('Email verification successful!').waitFor();
    await j.page.getByRole('button', { name: 'CONTINUE' }).click();
    await j.page.waitForURL('**/home');
    await logOut(j.page, j.server);

    await j.page.goto(`${j.server.baseUrl}/login/reset-password`);
    await authForm(j.page).email.fill(email);
    await j.page.getByRole('button', { name: 'Email me' }).click();
    await j.page.getByText('A password reset email has been sent to').waitFor();
    await openMailedLink(email, 'reset-password');
    await authForm(j.page).password.fill('newpass2026');
    await authForm(j.page).confirm.fill('newpass2026');
    await j.page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await j.page.getByText('Your password has been updated successfully').waitFor();

    await signInVerified(j.page, j.server, email, 'newpass2026');
  });
});
