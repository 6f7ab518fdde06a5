import { describe, expect, it } from 'vitest';
import { createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import { uniqueEmail } from './support/auth-mail.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney();

type Account = { id: number; referral_handle: string; referrer_id: number | null };

async function account(email: string): Promise<Account> {
  const { rows } = await j.server.app.pool.query<Account>(
    'select id, referral_handle, referrer_id from users where email = $1',
    [email],
  );
  if (!rows[0]) {
    throw new Error(`no account ${email}`);
  }
  return rows[0];
}

async function referralCookie() {
  return (await j.context.cookies()).find((cookie) => cookie.name === 'cf_ref');
}

describe.skipIf(!hasChromium)('referrals', () => {
  it('keeps the referrer of ?ref= for 30 days and sends it once after sign-in', async () => {
    const referrerEmail = uniqueEmail('oak');
    await createVerifiedAccount(j.server, referrerEmail);
    const referrer = await account(referrerEmail);

    const resolved = j.page.waitForResponse('**/api/referrals/resolve?referralHandle=*');
    await j.page.goto(`${j.server.baseUrl}/memberships?ref=${referrer.referral_handle}`);
    expect(await (await resolved).json()).toEqual({ referrerId: referrer.id });
    await expect.poll(referralCookie).toBeDefined();
    const cookie = await referralCookie();
    expect(cookie?.value).toBe(String(referrer.id));
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const email = uniqueEmail('ash');
    await createVerifiedAccount(j.server, email);
    const update = j.page.waitForResponse('**/api/referrals/update-referrer');
    await signInVerified(j.page, j.server, email);
    const response = await update;
    expect(response.request().method()).toBe('PUT');
    expect(response.request().postDataJSON()).toEqual({ referrerId: referrer.id });
    expect(response.status()).toBe(200);
    expect((await account(email)).referrer_id).toBe(referrer.id);
    expect(await referralCookie()).toBeUndefined();

    // Once: a later page load sends nothing.
    let sent = 0;
    j.page.on('request', (request) => {
      if (request.url().includes('/api/referrals/update-referrer')) {
        sent += 1;
      }
    });
    await j.page.reload();
    await j.page.getByRole('heading', { name: 'Your collection is empty' }).waitFor();
    expect(sent).toBe(0);
  });

  it("shows the server's refusal of a self-referral as a toast", async () => {
    const email = uniqueEmail('misty');
    await createVerifiedAccount(j.server, email);
    await signInVerified(j.page, j.server, email);
    const me = await account(email);
    await j.page.goto(`${j.server.baseUrl}/?ref=${me.referral_handle}`);
    await j.page.getByText('You cannot refer yourself').waitFor();
    expect((await account(email)).referrer_id).toBeNull();
    expect(await referralCookie()).toBeUndefined();
  });

  it('shows an unknown handle as a toast and stores nothing', async () => {
    await j.page.goto(`${j.server.baseUrl}/?ref=nosuchhandle123`);
    await j.page.getByText('Unknown referral handle').waitFor();
    expect(await referralCookie()).toBeUndefined();
  });
});
