import { describe, expect, it } from 'vitest';
import { authForm, createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import { countMails, uniqueEmail, waitForMailedLink } from './support/auth-mail.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

describe.skipIf(!hasChromium)('password reset (prebuilt UI)', () => {
  it('mails a link, sets the new password and signs in with it', async () => {
    const email = uniqueEmail('ash');
    await createVerifiedAccount(j.server, email);
    await j.page.goto(`${j.server.baseUrl}/login`);
    await j.page.getByText('Forgot password?').click();
    await j.page.waitForURL('**/login/reset-password');
    await j.page.getByText('Reset your password', { exact: true }).waitFor();
    const form = authForm(j.page);
    await form.email.fill(email);
    await j.page.getByRole('button', { name: 'Email me' }).click();

    // SENT state, with the way back to READY.
    await j.page.getByText('A password reset email has been sent to').waitFor();
    const link = await waitForMailedLink(j.server, email, 'reset-password');
    expect(link).toMatch(/^\/login\/reset-password\?token=[^&]+&tenantId=public$/);
    await j.page.getByText('Resend or change email').click();
    await j.page.getByRole('button', { name: 'Email me' }).waitFor();

    await j.page.goto(`${j.server.baseUrl}${link}`);
    await j.page.getByText('Change your password', { exact: true }).waitFor();
    await form.password.fill('short');
    await form.confirm.click();
    await j.page
      .getByText('Password must contain at least 8 characters, including a number')
      .waitFor();
    await form.password.fill('raichu2626');
    await form.confirm.fill('raichu2627');
    await j.page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await j.page.getByText("Confirmation password doesn't match").waitFor();
    await form.confirm.fill('raichu2626');
    await j.page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await j.page.getByText('Success!', { exact: true }).waitFor();
    await j.page.getByText('Your password has been updated successfully').waitFor();
    await j.page.getByRole('button', { name: 'SIGN IN' }).click();
    await j.page.waitForURL((url) => url.pathname === '/login');

    await signInVerified(j.page, j.server, email, 'raichu2626');
  });

  it('refuses an invalid or used reset token', async () => {
    await j.page.goto(
      `${j.server.baseUrl}/login/reset-password?token=not-a-real-token&tenantId=public`,
    );
    const form = authForm(j.page);
    await form.password.fill('raichu2626');
    await form.confirm.fill('raichu2626');
    await j.page.getByRole('button', { name: 'CHANGE PASSWORD' }).click();
    await j.page.getByText('Invalid password reset token').waitFor();
  });

  it('sends no mail for an unknown address but shows the same SENT state', async () => {
    const email = uniqueEmail('nobody');
    await j.page.goto(`${j.server.baseUrl}/login/reset-password`);
    await authForm(j.page).email.fill(email);
    await j.page.getByRole('button', { name: 'Email me' }).click();
    await j.page.getByText('A password reset email has been sent to').waitFor();
    expect(await countMails(j.server, email)).toBe(0);
  });
});
