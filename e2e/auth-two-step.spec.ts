import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { signInNewAccount } from './support/accounts.ts';
import { logOut, signedInNav, signInInBrowser } from './support/auth-flows.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({ pagePer: 'file' });

/** What an authenticator app shows for the key, `offsetSteps` periods from now. */
function appCode(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

describe.skipIf(!hasChromium)('two-step sign-in with an authenticator app', () => {
  it('turns it on from the profile, then signs in with a code and with a recovery code', async () => {
    const { email } = await signInNewAccount(j.page, j.server, 'two-step');
    await j.page.goto(`${j.server.baseUrl}/profile`);
    await j.page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await j.page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await j.page.getByTestId('totp-secret').textContent()) ?? '';
    await j.page.getByRole('textbox', { name: 'Code from the app' }).fill(appCode(secret));
    await j.page.getByRole('button', { name: 'Confirm' }).click();
    const codes = j.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.first().textContent()) ?? '';
    await j.page.getByRole('button', { name: 'I saved them' }).click();
    await logOut(j.page, j.server);

    // The password alone leads to the code page; the next period's code (the first is spent).
    await signInInBrowser(j.page, j.server, email);
    await j.page.waitForURL('**/login/two-step');
    const field = j.page.getByRole('textbox', { name: 'Code from your authenticator app' });
    await field.fill('000000');
    await j.page.getByRole('button', { name: 'Continue' }).click();
    await j.page.getByText('That code is not right. Check the app and try again.').waitFor();
    await field.fill(appCode(secret, 1));
    await j.page.getByRole('button', { name: 'Continue' }).click();
    await signedInNav(j.page).waitFor();
    await logOut(j.page, j.server);

    await signInInBrowser(j.page, j.server, email);
    await j.page.waitForURL('**/login/two-step');
    await j.page.getByRole('button', { name: 'Use a recovery code' }).click();
    await j.page.getByRole('textbox', { name: 'Recovery code' }).fill(recovery);
    await j.page.getByRole('button', { name: 'Continue' }).click();
    await signedInNav(j.page).waitFor();
  }, 45_000);
});
