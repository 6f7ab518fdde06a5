import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApp } from './support/app-server.ts';
import { authForm, logOut, signInVerified, signUpInBrowser } from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { startAppAtKnownUrl } from './support/auth-providers.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let server: RunningApp;
let browser: Browser;
let page: Page;

/** Opens the development mailbox and follows the newest link of that kind for `email`. */
async function openMailedLink(email: string, kind: 'verify-email' | 'reset-password') {
  await page.goto(`${server.baseUrl}/dev/mailbox`);
  const selector = `a[data-testid="mail-link"][href*="/login/${kind}?"]`;
  const newest = page
    .locator('li')
    .filter({ hasText: email })
    .filter({ has: page.locator(selector) })
    .first();
  const link = newest.locator(selector);
  await link.click();
  await page.waitForURL(`**/login/${kind}?token=*`);
}

describe.skipIf(!hasChromium)('a new user with no SMTP: the development mailbox', () => {
  beforeAll(async () => {
    server = await startAppAtKnownUrl();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('signs up, verifies, signs out, resets the password and signs in again', async () => {
    expect(server.app.config.DEV_MODE).toBe(true);
    const email = uniqueEmail('newcomer');
    const mailSent = page.waitForResponse('**/api/auth/user/email/verify/token');
    await signUpInBrowser(page, server, email);
    await page.waitForURL('**/login/verify-email');
    await mailSent;

    await openMailedLink(email, 'verify-email');
    await page.getByText('Email verification successful!').waitFor();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    await page.waitForURL('**/home');
    await logOut(page, server);

    await page.goto(`${server.baseUrl}/login/reset-password`);
    await authForm(page).email.fill(email);
    await page.getByRole('button', { name: 'Email me' }).click();
    await page.getByText('A password reset email has been sent to').waitFor();
    await openMailedLink(email, 'reset-password');
    await authForm(page).password.fill('newpass2026');
    await authForm(page).confirm.fill('newpass2026');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await page.getByText('Your password has been updated successfully').waitFor();

    await signInVerified(page, server, email, 'newpass2026');
  });
});
