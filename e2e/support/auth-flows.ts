import type { Page } from 'playwright-core';
import type { RunningApp } from './app-server.ts';
import { markEmailVerified } from './auth-mail.ts';

export const TEST_PASSWORD = 'pikachu25';

/** The prebuilt UI's fields and button (its shadow DOM is open, so these locators reach it). */
export function authForm(page: Page) {
  return {
    email: page.locator('input[name="email"]'),
    password: page.locator('input[name="password"]'),
    confirm: page.locator('input[name="confirm-password"]'),
    submit: page.locator('button[type="submit"]'),
  };
}

/** Opens `url`, fills the prebuilt form (confirming the password when it asks) and submits. */
async function submitAuthForm(
  page: Page,
  url: string,
  email: string,
  password: string,
  { confirm }: { confirm: boolean },
): Promise<void> {
  await page.goto(url);
  const form = authForm(page);
  await (confirm ? form.confirm : form.password).waitFor();
  await form.email.fill(email);
  await form.password.fill(password);
  if (confirm) {
    await form.confirm.fill(password);
  }
  await form.submit.click();
}

/** Fills and submits the sign-up form at /login?show=signup. */
export function signUpInBrowser(
  page: Page,
  server: RunningApp,
  email: string,
  password = TEST_PASSWORD,
): Promise<void> {
  return submitAuthForm(page, `${server.baseUrl}/login?show=signup`, email, password, {
    confirm: true,
  });
}

/** Fills and submits the sign-in form at `path` (default /login). */
export function signInInBrowser(
  page: Page,
  server: RunningApp,
  email: string,
  password = TEST_PASSWORD,
  path = '/login',
): Promise<void> {
  return submitAuthForm(page, `${server.baseUrl}${path}`, email, password, { confirm: false });
}

/** An account created through the real sign-up call, its e-mail marked verified. */
export async function createVerifiedAccount(
  server: RunningApp,
  email: string,
  password = TEST_PASSWORD,
): Promise<void> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    headers: { rid: 'emailpassword', 'st-auth-mode': 'cookie', 'content-type': 'application/json' },
    payload: {
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: password },
      ],
      shouldTryLinkingWithSessionUser: false,
    },
  });
  if (response.json().status !== 'OK') {
    throw new Error(`sign-up failed: ${response.body}`);
  }
  await markEmailVerified(server, email);
}

/** Signs a verified account in through the UI and waits for the app to show it signed in. */
export async function signInVerified(
  page: Page,
  server: RunningApp,
  email: string,
  password = TEST_PASSWORD,
): Promise<void> {
  await signInInBrowser(page, server, email, password);
  await page.waitForURL('**/home');
  await signedInNav(page).waitFor();
}

/** The nav's Logout button: present once the app has loaded a signed-in user. */
export function signedInNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' });
}

/** Logs out from the nav and waits until the app shows the signed-out navigation on /. */
export async function logOut(page: Page, server: RunningApp): Promise<void> {
  const signout = page.waitForResponse('**/api/auth/signout');
  await signedInNav(page).click();
  await signout;
  await page.waitForURL(`${server.baseUrl}/`);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Login', exact: true })
    .waitFor();
}
