import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { authForm, createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import {
  AUTH_TEST_CONFIG,
  countMails,
  uniqueEmail,
  waitForMailedLink,
} from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!hasChromium)('password reset (prebuilt UI)', () => {
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

  it('mails a link, sets the new password and signs in with it', async () => {
    const email = uniqueEmail('ash');
    await createVerifiedAccount(server, email);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByText('Forgot password?').click();
    await page.waitForURL('**/login/reset-password');
    await page.getByText('Reset your password', { exact: true }).waitFor();
    const form = authForm(page);
    await form.email.fill(email);
    await page.getByRole('button', { name: 'Email me' }).click();

    // SENT state, with the way back to READY.
    await page.getByText('A password reset email has been sent to').waitFor();
    const link = await waitForMailedLink(server, email, 'reset-password');
    expect(link).toMatch(/^\/login\/reset-password\?token=[^&]+&tenantId=public$/);
    await page.getByText('Resend or change email').click();
    await page.getByRole('button', { name: 'Email me' }).waitFor();

    await page.goto(`${server.baseUrl}${link}`);
    await page.getByText('Change your password', { exact: true }).waitFor();
    await form.password.fill('short');
    await form.confirm.click();
    await page
      .getByText('Password must contain at least 8 characters, including a number')
      .waitFor();
    await form.password.fill('raichu2626');
    await form.confirm.fill('raichu2627');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await page.getByText("Confirmation password doesn't match").waitFor();
    await form.confirm.fill('raichu2626');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await page.getByText('Success!', { exact: true }).waitFor();
    await page.getByText('Your password has been updated successfully').waitFor();
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await signInVerified(page, server, email, 'raichu2626');
  });

  it('refuses an invalid or used reset token', async () => {
    await page.goto(
      `${server.baseUrl}/login/reset-password?token=not-a-real-token&tenantId=public`,
    );
    const form = authForm(page);
    await form.password.fill('raichu2626');
    await form.confirm.fill('raichu2626');
    await page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await page.getByText('Invalid password reset token').waitFor();
  });

  it('sends no mail for an unknown address but shows the same SENT state', async () => {
    const email = uniqueEmail('nobody');
    await page.goto(`${server.baseUrl}/login/reset-password`);
    await authForm(page).email.fill(email);
    await page.getByRole('button', { name: 'Email me' }).click();
    await page.getByText('A password reset email has been sent to').waitFor();
    expect(await countMails(server, email)).toBe(0);
  });
});
