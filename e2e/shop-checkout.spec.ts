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

const drawer = () => page.getByRole('dialog', { name: 'Shopping cart' });

async function setStock(id: number, stock: number) {
  await server.app.pool.query('UPDATE shop_products SET stock = $2 WHERE id = $1', [id, stock]);
}

async function addToCart(id: number, increments = 0) {
  await page.goto(`${server.baseUrl}/products/${id}`);
  await page.getByRole('button', { name: 'Add to cart' }).waitFor();
  for (let i = 0; i < increments; i += 1) {
    await page
      .getByRole('group', { name: 'Quantity to add' })
      .getByRole('button', { name: 'Increase quantity' })
      .click();
  }
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await drawer().waitFor();
}

describe.skipIf(!hasChromium)('shop journeys', () => {
  beforeAll(async () => {
    server = await startAppServer({
      ...AUTH_TEST_CONFIG,
      ORDER_SWEEP_SECONDS: '0',
      // A private build (vite build --outDir) keeps parallel rebuilds of dist/web out of the run.
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

  it('browses, searches and fills a cart that survives a reload', async () => {
    await page.goto(`${server.baseUrl}/shop`);
    await page.getByRole('link', { name: /Surging Sparks Booster Pack/ }).waitFor();
    await page.getByRole('button', { name: 'Accessories' }).click();
    await page.waitForURL(/category=2/);
    await page.getByRole('link', { name: /Surging Sparks/ }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /Matte Card Sleeves/ }).waitFor();

    await page.getByRole('searchbox', { name: 'Search the shop' }).fill('elite trainer');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/search=elite/);
    await page.getByRole('link', { name: /Prismatic Evolutions Elite Trainer Box/ }).click();
    await page.waitForURL('**/products/2');
    await page.getByText('Member price $69.99').waitFor();

    await addToCart(3, 2);
    const line = drawer().getByTestId('cart-line-3');
    expect(await line.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');
    expect(await line.getByRole('button', { name: 'Decrease quantity' }).isEnabled()).toBe(true);
    expect(await drawer().getByText('$14.97').count()).toBeGreaterThan(0);

    // A click outside the panel closes the drawer.
    await page.mouse.click(100, 450);
    await drawer().waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('button', { name: 'Open cart, 3 items' }).click();
    await drawer().getByTestId('cart-line-3').waitFor();
  });

  it('shows the stock error under its item and blocks checkout with the spec texts', async () => {
    await addToCart(6, 2);
    await setStock(6, 2);
    try {
      await page.reload();
      await page.getByRole('button', { name: /Open cart/ }).click();
      await drawer().getByTestId('cart-line-6').getByText('Only 2 left in stock').waitFor();
      const checkout = drawer().getByRole('button', { name: 'Checkout' });
      expect(await checkout.isDisabled()).toBe(true);
      expect(await checkout.getAttribute('title')).toBe('Please resolve errors to proceed');
      await drawer()
        .getByText(
          'Some items in your cart cannot be purchased. Please resolve the issues to proceed to checkout.',
        )
        .waitFor();
      await drawer()
        .getByTestId('cart-line-6')
        .getByRole('button', { name: 'Decrease quantity' })
        .click();
      await drawer().getByText('Only 2 left in stock').waitFor({ state: 'detached' });
      expect(await checkout.isEnabled()).toBe(true);
    } finally {
      await setStock(6, 25);
    }
  });

  it('pays on the TEST MODE page, shows the paid return page, clears the cart and lists the order', async () => {
    const email = uniqueEmail('shopper');
    await createVerifiedAccount(server, email);
    await signInVerified(page, server, email);
    await addToCart(1, 1);
    await drawer().getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout-preview');
    await page.getByText('TEST MODE').first().waitFor();
    await page.getByRole('textbox', { name: 'Full name' }).fill('Ash Ketchum');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Route 1');
    await page.getByRole('textbox', { name: 'City' }).fill('Pallet Town');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('10001');
    await page.getByRole('button', { name: 'Pay $79.98' }).click();

    await page.waitForURL('**/api/payments/test/checkout/**');
    expect(await page.getByText('TEST MODE: no real payment is taken').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Simulate successful payment' }).click();
    await page.waitForURL('**/return?orderId=*');
    await page.getByRole('heading', { name: 'Thank you! Your payment was received.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open cart, 0 items' }).count()).toBe(1);

    await page.getByRole('link', { name: 'View order' }).click();
    await page.getByText('Paid', { exact: true }).waitFor();
    await page.goto(`${server.baseUrl}/orders`);
    await page
      .getByRole('link', { name: /Order #\d+/ })
      .first()
      .waitFor();
    const { rows } = await server.app.pool.query('SELECT stock FROM shop_products WHERE id = 1');
    expect(rows[0].stock).toBe(38);
  });

  it('keeps the cart and releases the stock when the payment fails', async () => {
    const email = uniqueEmail('unlucky');
    await createVerifiedAccount(server, email);
    await signInVerified(page, server, email);
    await addToCart(9);
    await drawer().getByRole('button', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout-preview');
    await page.getByRole('textbox', { name: 'Full name' }).fill('Misty');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('Cerulean Gym');
    await page.getByRole('textbox', { name: 'City' }).fill('Cerulean City');
    await page.getByRole('textbox', { name: 'Postal code' }).fill('20002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('button', { name: 'Simulate failed payment' }).click();
    await page.getByRole('heading', { name: 'Your payment failed.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open cart, 1 item' }).count()).toBe(1);
    const { rows } = await server.app.pool.query('SELECT stock FROM shop_products WHERE id = 9');
    expect(rows[0].stock).toBe(30);
  });
});
