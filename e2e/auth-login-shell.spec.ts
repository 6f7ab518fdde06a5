import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  createVerifiedAccount,
  signedInNav,
  signInVerified,
  TEST_PASSWORD,
} from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

/** Holds the app's code (its hashed scripts matching `glob`) until the returned function is called. */
async function holdAppCode(page: Page, glob = '**/assets/*.js'): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(glob, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const shell = (page: Page) => page.locator('#login-shell');
const sdkInput = (page: Page, name: string) =>
  page.locator(`#supertokens-root input[name="${name}"]`);

describe.skipIf(!hasChromium)("/login's form in the HTML, before the app has loaded", () => {
  it('takes typing at once and hands values, focus and caret to the SDK form, in place', async () => {
    const release = await holdAppCode(j.page);
    await j.page.goto(`${j.server.baseUrl}/login?show=signup`, { waitUntil: 'commit' });
    const email = uniqueEmail('ash');
    await shell(j.page).locator('input[name="email"]').fill(email);
    await shell(j.page).locator('input[name="password"]').fill(TEST_PASSWORD);
    const confirm = shell(j.page).locator('input[name="confirm-password"]');
    await confirm.click();
    await j.page.keyboard.type('pika');
    const before = await confirm.boundingBox();
    const buttonBefore = await shell(j.page).locator('button[type="submit"]').boundingBox();
    expect(await j.page.locator('#supertokens-root').count()).toBe(0);

    release();
    await sdkInput(j.page, 'email').waitFor();
    expect(await shell(j.page).count()).toBe(0);
    expect(await sdkInput(j.page, 'email').inputValue()).toBe(email);
    expect(await sdkInput(j.page, 'password').inputValue()).toBe(TEST_PASSWORD);
    const sdkConfirm = sdkInput(j.page, 'confirm-password');
    const after = await sdkConfirm.boundingBox();
    // The SDK's form is drawn where the HTML's was: nothing under the caret moves.
    expect(Math.abs((after?.x ?? 0) - (before?.x ?? 0))).toBeLessThanOrEqual(2);
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(2);
    const buttonAfter = await j.page.locator('button[type="submit"]').boundingBox();
    for (const side of ['x', 'y', 'width'] as const) {
      expect(
        Math.abs((buttonAfter?.[side] ?? 0) - (buttonBefore?.[side] ?? 0)),
      ).toBeLessThanOrEqual(2);
    }
    // Typing goes on in the SDK's field, after what was typed before.
    await j.page.keyboard.type('chu25');
    expect(await sdkConfirm.inputValue()).toBe(TEST_PASSWORD);

    await j.page.locator('button[type="submit"]').click();
    await j.page.waitForURL('**/login/verify-email');
  });

  it('holds a submit made before the app has loaded and sends it once it has', async () => {
    const email = uniqueEmail('misty');
    await createVerifiedAccount(j.server, email);
    const release = await holdAppCode(j.page);
    await j.page.goto(`${j.server.baseUrl}/login?redirectToPath=%2Fprofile`, {
      waitUntil: 'commit',
    });
    await shell(j.page).locator('input[name="email"]').fill(email);
    await shell(j.page).locator('input[name="password"]').fill(TEST_PASSWORD);
    await j.page.keyboard.press('Enter');
    const button = shell(j.page).getByRole('button', { name: 'SIGN IN…' });
    await button.waitFor();
    expect(await button.isDisabled()).toBe(true);
    expect(new URL(j.page.url()).pathname).toBe('/login');

    release();
    await j.page.waitForURL('**/profile');
    await signedInNav(j.page).waitFor();
    expect(await shell(j.page).count()).toBe(0);
  });

  it('is gone when the SDK sends a signed-in user away from /login', async () => {
    const email = uniqueEmail('brock');
    await createVerifiedAccount(j.server, email);
    await signInVerified(j.page, j.server, email);
    await j.page.goto(`${j.server.baseUrl}/login`);
    await j.page.waitForURL('**/home');
    await signedInNav(j.page).waitFor();
    expect(await shell(j.page).count()).toBe(0);
    expect(await j.page.locator('main').isVisible()).toBe(true);
  });
});
