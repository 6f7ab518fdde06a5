import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

type Account = { id: number; referral_handle: string; referrer_id: number | null };

async function account(email: string): Promise<Account> {
  const { rows } = await server.app.pool.query<Account>(
    'select id, referral_handle, referrer_id from users where email = $1',
    [email],
  );
  if (!rows[0]) {
    throw new Error(`no account ${email}`);
  }
  return rows[0];
}

async function referralCookie() {
  return (await context.cookies()).find((cookie) => cookie.name === 'cf_ref');
}

describe.skipIf(!hasChromium)('referrals', () => {
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

  it('keeps the referrer of ?ref= for 30 days and sends it once after sign-in', async () => {
    const referrerEmail = uniqueEmail('oak');
    await createVerifiedAccount(server, referrerEmail);
    const referrer = await account(referrerEmail);

    const resolved = page.waitForResponse('**/api/referrals/resolve?referralHandle=*');
    await page.goto(`${server.baseUrl}/memberships?ref=${referrer.referral_handle}`);
    expect(await (await resolved).json()).toEqual({ referrerId: referrer.id });
    await expect.poll(referralCookie).toBeDefined();
    const cookie = await referralCookie();
    expect(cookie?.value).toBe(String(referrer.id));
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const email = uniqueEmail('ash');
    await createVerifiedAccount(server, email);
    const update = page.waitForResponse('**/api/referrals/update-referrer');
    await signInVerified(page, server, email);
    const response = await update;
    expect(response.request().method()).toBe('PUT');
    expect(response.request().postDataJSON()).toEqual({ referrerId: referrer.id });
    expect(response.status()).toBe(200);
    expect((await account(email)).referrer_id).toBe(referrer.id);
    expect(await referralCookie()).toBeUndefined();

    // Once: a later page load sends nothing.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/referrals/update-referrer')) {
        sent += 1;
      }
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Your collection is empty' }).waitFor();
    expect(sent).toBe(0);
  });

  it("shows the server's refusal of a self-referral as a toast", async () => {
    const email = uniqueEmail('misty');
    await createVerifiedAccount(server, email);
    await signInVerified(page, server, email);
    const me = await account(email);
    await page.goto(`${server.baseUrl}/?ref=${me.referral_handle}`);
    await page.getByText('You cannot refer yourself').waitFor();
    expect((await account(email)).referrer_id).toBeNull();
    expect(await referralCookie()).toBeUndefined();
  });

  it('shows an unknown handle as a toast and stores nothing', async () => {
    await page.goto(`${server.baseUrl}/?ref=nosuchhandle123`);
    await page.getByText('Unknown referral handle').waitFor();
    expect(await referralCookie()).toBeUndefined();
  });
});
