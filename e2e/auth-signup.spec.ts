import { describe, expect, it } from 'vitest';
import {
  authForm,
  createVerifiedAccount,
  signedInNav,
  signUpInBrowser,
} from './support/auth-flows.ts';
import {
  ageVerificationMails,
  countMails,
  markEmailVerified,
  uniqueEmail,
  waitForMailedLink,
} from './support/auth-mail.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

describe.skipIf(!hasChromium)('sign-up with e-mail verification (prebuilt UI)', () => {
  it('signs up, verifies the mailed link and lands signed in on /home', async () => {
    const email = uniqueEmail('ash');
    await signUpInBrowser(j.page, j.server, email);
    // E-mail verification is REQUIRED: the new, unverified user is sent to verify-email.
    await j.page.waitForURL('**/login/verify-email');
    await j.page.getByText('Verify your email!').waitFor();
    const link = await waitForMailedLink(j.server, email, 'verify-email');
    expect(link).toMatch(/^\/login\/verify-email\?token=[^&]+&tenantId=public$/);

    await j.page.goto(`${j.server.baseUrl}${link}`);
    await j.page.getByText('Email verification successful!').waitFor();
    await j.page.getByRole('button', { name: /continue/i }).click();
    await j.page.waitForURL('**/home');
    await signedInNav(j.page).waitFor();
    const nav = j.page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Profile', exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Friends', exact: true }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Collection' }).getAttribute('href')).toBe('/home');
    expect(await nav.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    await j.page.getByRole('heading', { name: 'Your collection is empty' }).waitFor();
  });

  it('sends one mail per sign-up: the verify screen names the address and resends only when asked', async () => {
    const email = uniqueEmail('misty');
    await signUpInBrowser(j.page, j.server, email);
    await j.page.waitForURL('**/login/verify-email');
    await j.page.getByText(`We sent a link to ${email}.`).waitFor();

    // Every session page sends the unverified user back here; no visit sends another mail.
    await j.page.goto(`${j.server.baseUrl}/profile`);
    await j.page.waitForURL('**/login/verify-email');
    const resend = j.page.getByRole('button', { name: 'Resend Email' });
    await resend.click();
    await j.page
      .getByRole('alert')
      .getByText(/^We sent you a verification e-mail less than a minute ago\./)
      .waitFor();
    expect(await countMails(j.server, email)).toBe(1);

    await ageVerificationMails(j.server, email);
    await resend.click();
    await j.page.getByText('Email resent').waitFor();
    await waitForMailedLink(j.server, email, 'verify-email', 1);
    expect(await countMails(j.server, email)).toBe(2);
  });

  it('re-checks an unverified claim once it is 10 seconds old', async () => {
    const email = uniqueEmail('oak');
    // The page's own clock, so the claim's 10 seconds pass without the test waiting for them.
    await j.page.clock.install();
    await signUpInBrowser(j.page, j.server, email);
    await j.page.waitForURL('**/login/verify-email');
    await j.page.getByText('Verify your email!').waitFor();
    // Verified elsewhere (e.g. the link opened on a phone): this browser's token still says false.
    await markEmailVerified(j.server, email);
    const checks: number[] = [];
    j.page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/user/email/verify') {
        checks.push(response.status());
      }
    });
    await j.page.clock.fastForward(10_500);
    await j.page.goto(`${j.server.baseUrl}/home`);
    await j.page.waitForURL('**/home');
    await j.page.getByRole('heading', { name: 'Your collection is empty' }).waitFor();
    expect(checks).toContain(200);
  });

  it('checks on blur that the e-mail is new', async () => {
    const email = uniqueEmail('brock');
    await createVerifiedAccount(j.server, email);
    await j.page.goto(`${j.server.baseUrl}/login?show=signup`);
    const form = authForm(j.page);
    await form.email.fill(email);
    await form.password.click();
    await j.page.getByText('This email already exists. Please sign in instead').waitFor();
  });

  it('shows the validation texts of the spec', async () => {
    await j.page.goto(`${j.server.baseUrl}/login?show=signup`);
    const form = authForm(j.page);
    await form.email.fill('not-an-email');
    await form.password.fill('short1');
    await form.confirm.fill('short2');
    await form.email.click();
    await j.page.getByText('Email is invalid').waitFor();
    await j.page
      .getByText('Password must contain at least 8 characters, including a number')
      .waitFor();
    await j.page.getByText("Confirmation password doesn't match").waitFor();

    await form.password.fill('abcdefghij');
    await form.confirm.click();
    await j.page.getByText('Password must contain at least one number').waitFor();
    await form.password.fill('1234567890');
    await form.confirm.click();
    await j.page.getByText('Password must contain at least one alphabet').waitFor();

    // A valid password whose confirmation differs is refused on submit, nothing is sent.
    const email = uniqueEmail('gary');
    await form.email.fill(email);
    await form.password.fill('pikachu25');
    await form.confirm.fill('pikachu26');
    await form.submit.click();
    await j.page.getByText("Confirmation password doesn't match").waitFor();
    const users = await j.server.app.pool.query('select 1 from users where email = $1', [email]);
    expect(users.rowCount).toBe(0);
  });

  it('greets a first-time visitor without console errors, the form usable before any session check', async () => {
    const errors: string[] = [];
    j.page.on('console', (message) => {
      if (message.type() === 'error') {
        errors.push(message.text());
      }
    });
    const refreshes: string[] = [];
    j.page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/session/refresh')) {
        refreshes.push(request.url());
      }
    });
    await j.page.goto(`${j.server.baseUrl}/`);
    await j.page.getByRole('heading', { name: /Ultimate Pokemon/ }).waitFor();

    // A fresh context (no cookies at all), the server's session check held until the form took
    // input: nothing on /login waits for it.
    await j.context.clearCookies();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await j.page.route('**/api/session/state', async (route) => {
      await held;
      await route.continue();
    });
    await j.page.goto(`${j.server.baseUrl}/login?show=signup`);
    const form = authForm(j.page);
    await form.email.fill('early@example.com');
    expect(await form.email.inputValue()).toBe('early@example.com');
    const answered = j.page.waitForResponse('**/api/session/state');
    release();
    await answered;
    await j.page.unroute('**/api/session/state');

    // This server has no Google or Apple keys: no buttons that could only fail.
    expect(await j.page.getByRole('button', { name: /Continue with/ }).count()).toBe(0);
    await j.page.goto(`${j.server.baseUrl}/login`);
    await authForm(j.page).password.waitFor();
    expect(await j.page.getByRole('button', { name: /Continue with/ }).count()).toBe(0);
    expect(refreshes).toEqual([]);
    expect(errors).toEqual([]);
  });
});
