import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedDemoShop } from '../src/server/shop/seed/demo-shop.ts';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

describe.skipIf(!hasChromium)('memberships and the admin shop', () => {
  beforeAll(async () => {
    server = await startAppServer({
      ...AUTH_TEST_CONFIG,
      ORDER_SWEEP_SECONDS: '0',
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    });
    await seedDemoShop(server.app.db);
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

  it('buys a membership on the TEST MODE page and then sees member prices', async () => {
    const email = uniqueEmail('member');
    await createVerifiedAccount(server, email);
    await signInVerified(page, server, email);
    await page.goto(`${server.baseUrl}/memberships`);
    await page.getByText('Scan up to 10 cards or binder pages at once').first().waitFor();
    await page.getByRole('button', { name: 'Become a Member' }).click();
    await page.getByText('TEST MODE: no real payment is taken').waitFor();
    await page.getByRole('button', { name: 'Simulate successful payment' }).click();
    await page.waitForURL('**/memberships?status=pending');
    await page.getByText('Your plan').waitFor();
    await page.getByText(/You are entered in the \d{4}-\d{2} giveaway/).waitFor();

    await page.goto(`${server.baseUrl}/products/1`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
    await drawer.getByText('Member discount').waitFor();
    expect(await drawer.getByText('−$4.00').count()).toBe(1);
    expect(await drawer.getByText('$35.99').count()).toBeGreaterThan(0);

    await page.goto(`${server.baseUrl}/memberships`);
    await page.getByRole('button', { name: 'Cancel membership' }).click();
    await page.getByText(/Cancelled; your membership lasts until/).waitFor();
  });

  it('lets an admin restock a product and ship a paid order with a tracking number', async () => {
    const email = uniqueEmail('admin');
    await createVerifiedAccount(server, email);
    await server.app.pool.query("UPDATE users SET role = 'admin' WHERE email = $1", [email]);
    await signInVerified(page, server, email);

    await page.goto(`${server.baseUrl}/admin/shop`);
    const row = page.getByTestId('inventory-4');
    await row.waitFor();
    await row.getByRole('button', { name: 'Restock' }).click();
    await page.getByTestId('inventory-4').getByRole('cell', { name: '11', exact: true }).waitFor();

    const buyer = await server.app.pool.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [email],
    );
    const { rows } = await server.app.pool.query<{ id: number }>(
      `INSERT INTO orders (user_id, status, subtotal_cents, discount_cents, total_cents, shipping_address, provider, expires_at, paid_at)
       VALUES ($1, 'paid', 499, 0, 499, '{"name":"A","line1":"B","line2":"","city":"C","postalCode":"1","country":"US"}', 'test', now(), now())
       RETURNING id`,
      [buyer.rows[0]?.id],
    );
    const orderId = rows[0]?.id;
    await server.app.pool.query(
      "INSERT INTO order_lines (order_id, product_id, name, unit_price_cents, quantity) VALUES ($1, 3, 'Surging Sparks Booster Pack', 499, 1)",
      [orderId],
    );
    await page.goto(`${server.baseUrl}/admin/orders`);
    const order = page.getByTestId(`admin-order-${orderId}`);
    await order
      .getByRole('textbox', { name: `Tracking number for order ${orderId}` })
      .fill('1Z999AA1');
    await order.getByRole('button', { name: 'Mark shipped' }).click();
    await page.getByTestId(`admin-order-${orderId}`).getByText('shipped (1Z999AA1)').waitFor();

    await page.goto(`${server.baseUrl}/orders/${orderId}`);
    await page.getByText('Tracking number 1Z999AA1').waitFor();
  });

  it('keeps the admin screens from other users', async () => {
    const email = uniqueEmail('plain');
    await createVerifiedAccount(server, email);
    await signInVerified(page, server, email);
    await page.goto(`${server.baseUrl}/admin/shop`);
    await page.getByText('This needs an admin account.').waitFor();
  });
});
