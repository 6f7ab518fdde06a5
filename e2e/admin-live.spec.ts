import { describe, expect, it } from 'vitest';
import { recordAdminAction } from '../src/server/audit/audit-log.repository.ts';
import { type Account, createAccount } from './support/accounts.ts';
import { signInVerified } from './support/auth-flows.ts';
import { downloadedBytes, hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

let adminUser: Account;
let collectorUser: Account;

const j = browserJourney({
  config: { PRESENCE_PUSH_MS: '300' },
  seed: async (server) => {
    adminUser = await createAccount(server, 'admin', { role: 'admin' });
    collectorUser = await createAccount(server, 'collector');
  },
});

async function handleOf(email: string): Promise<string> {
  const { rows } = await j.server.app.pool.query<{ referral_handle: string }>(
    'select referral_handle from users where email = $1',
    [email],
  );
  return rows[0]?.referral_handle ?? '';
}

const ADMIN_SCREENS = [
  '/admin',
  '/admin/live-users',
  '/admin/affiliates',
  '/admin/audit-log',
  '/admin/contact-messages',
];

describe.skipIf(!hasChromium)('admin shell: live users, affiliates, audit log', () => {
  it('shows an admin who is online where, live, with counts by page', async () => {
    const visitor = await j.newPage();
    await visitor.goto(`${j.server.baseUrl}/shop`);
    const admin = await j.newPage();
    await signInVerified(admin, j.server, adminUser.email);
    await admin.goto(`${j.server.baseUrl}/admin/live-users`);
    await admin.getByRole('heading', { name: 'Live users' }).waitFor();
    await admin.getByText('● Live').waitFor();

    const visitorRow = admin.getByTestId('live-user').filter({ hasText: 'visitor (signed out)' });
    await visitorRow.filter({ hasText: '/shop' }).waitFor();
    await admin
      .getByTestId('live-user')
      .filter({ hasText: adminUser.email })
      .filter({ hasText: '/admin/live-users' })
      .waitFor();
    await admin.getByTestId('page-count').filter({ hasText: '/shop' }).waitFor();

    // The visitor moves on: the admin's screen follows without a reload.
    await visitor.getByRole('link', { name: 'Pokemon Sets' }).first().click();
    await visitorRow.filter({ hasText: '/english/sets' }).waitFor();
    expect(await visitorRow.filter({ hasText: '/shop' }).count()).toBe(0);
    expect(await admin.getByTestId('page-count').filter({ hasText: '/shop' }).count()).toBe(0);
  });

  it('walks the admin shell: affiliates with a date range and CSV, the audit log, messages', async () => {
    const handle = await handleOf(collectorUser.email);
    for (let visit = 0; visit < 2; visit++) {
      await j.server.app.inject({ url: `/api/referrals/resolve?referralHandle=${handle}` });
    }
    await recordAdminAction(j.server.app.db, {
      adminId: adminUser.userId,
      action: 'product.update',
      targetType: 'product',
      targetId: 42,
      before: { price_cents: 1000 },
      after: { price_cents: 1250 },
    });
    await j.server.app.pool.query(
      `insert into contact_messages (name, email, topic, message)
       values ('Brock', 'brock@example.com', 'order', 'Where is my booster box, please?')`,
    );

    const page = await j.newPage();
    await signInVerified(page, j.server, adminUser.email);
    await page.goto(`${j.server.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Admin', exact: true }).waitFor();
    const shell = page.getByRole('navigation', { name: 'Admin' });
    for (const name of ['Shop', 'Orders', 'Contact messages', 'Sell requests']) {
      await shell.getByRole('link', { name, exact: true }).waitFor();
    }

    await shell.getByRole('link', { name: 'Affiliates' }).click();
    await page.waitForURL('**/admin/affiliates');
    const row = page.getByTestId('affiliate-row').filter({ hasText: handle });
    await row.waitFor();
    expect(await row.locator('[data-col="visits"]').textContent()).toBe('2');

    await page.getByLabel('From').fill('2020-01-01');
    await page.getByLabel('To').fill('2020-01-31');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/admin/affiliates?from=2020-01-01&to=2020-01-31');
    await page.getByText('No referral activity in this range.').waitFor();

    await page.getByLabel('From').fill('2020-02-01');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('from must not be after to').waitFor();

    await page.goto(`${j.server.baseUrl}/admin/affiliates`);
    await row.waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = (await downloadedBytes(await download)).toString('utf8');
    expect(csv.split('\r\n')[0]).toBe(
      'handle,email,visits,sign_ups,verified_sign_ups,conversions,revenue,commission,currency',
    );
    expect(csv).toContain(`${handle},${collectorUser.email},2,0,0,0,0.00,0.00,USD`);

    await shell.getByRole('link', { name: 'Audit log' }).click();
    const entry = page.getByRole('row').filter({ hasText: 'product.update' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(adminUser.email);
    expect(await entry.textContent()).toContain('1250');
    await page.getByLabel('Action').selectOption('order.status');
    await page.getByText('No admin actions yet.').waitFor();
    expect(await entry.count()).toBe(0);

    await shell.getByRole('link', { name: 'Contact messages' }).click();
    await page.getByText('Where is my booster box, please?').waitFor();
  });

  it('refuses every admin screen to a signed-in non-admin, who sees their referrals on /profile', async () => {
    const page = await j.newPage();
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/admin/') && response.status() === 403) {
        refused.push(new URL(response.url()).pathname);
      }
    });
    await signInVerified(page, j.server, collectorUser.email);
    for (const screen of ADMIN_SCREENS) {
      await page.goto(`${j.server.baseUrl}${screen}`);
      await page.getByText('This needs an admin account.').waitFor();
      expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
    }
    // The screens do not even ask the API; asked directly, it refuses.
    expect(refused).toEqual([]);
    const direct = await page.evaluate(async () => (await fetch('/api/admin/live-users')).status);
    expect(direct).toBe(403);

    await page.goto(`${j.server.baseUrl}/profile`);
    const mine = page.getByTestId('my-affiliate');
    await mine.waitFor();
    expect(await mine.locator('[data-col="visits"]').textContent()).toBe('2');
    expect(await mine.locator('[data-col="commission"]').textContent()).toBe('$0.00');
  });
});
