import { describe, expect, it } from 'vitest';
import { seedDemoShop } from '../src/server/shop/seed/demo-shop.ts';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  config: { ORDER_SWEEP_SECONDS: '0' },
  seed: (server) => seedDemoShop(server.app.db),
});

const drawer = () => j.page.getByRole('dialog', { name: 'Shopping cart' });

async function setStock(id: number, stock: number) {
  await j.server.app.pool.query('UPDATE shop_products SET stock = $2 WHERE id = $1', [id, stock]);
}

async function addToCart(id: number, increments = 0) {
  await j.page.goto(`${j.server.baseUrl}/products/${id}`);
  await j.page.getByRole('button', { name: 'Add to cart' }).waitFor();
  for (let i = 0; i < increments; i += 1) {
    await j.page
      .getByRole('group', { name: 'Quantity to add' })
      .getByRole('button', { name: 'Increase quantity' })
      .click();
  }
  await j.page.getByRole('button', { name: 'Add to cart' }).click();
  await drawer().waitFor();
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every toast on screen overlapping the open cart drawer (none may). */
async function toastsOverDrawer(): Promise<number> {
  const drawerBox = await drawer().boundingBox();
  if (!drawerBox) {
    throw new Error('the cart drawer is not open');
  }
  let covering = 0;
  for (const toast of await j.page.locator('.Toastify__toast').all()) {
    const box = await toast.boundingBox();
    covering += box && overlaps(box, drawerBox) ? 1 : 0;
  }
  return covering;
}

type ImageFacts = { complete: boolean; naturalWidth: number; alt: string; placeholder: boolean };

/** Images shown and decoded: none broken, none the generic "No image" placeholder. */
async function brokenImages(selector: string, count: number): Promise<string[]> {
  const images = j.page.locator(selector);
  await images.nth(count - 1).waitFor();
  expect(await images.count()).toBe(count);
  // Lazy images load once scrolled to.
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
  }
  const facts = () =>
    images.evaluateAll((all) =>
      all.map((node) => {
        const img = node as unknown as Omit<ImageFacts, 'placeholder'>;
        const placeholder = node.getAttribute('data-placeholder') === 'true';
        return {
          complete: img.complete,
          naturalWidth: img.naturalWidth,
          alt: img.alt,
          placeholder,
        };
      }),
    );
  await expect.poll(async () => (await facts()).every((image) => image.complete)).toBe(true);
  return (await facts())
    .filter((image) => image.naturalWidth === 0 || image.placeholder)
    .map((image) => image.alt);
}

describe.skipIf(!hasChromium)('shop pictures, feedback, checkout address and orders', () => {
  it('shows a picture for every product and keeps the add-to-cart feedback off the drawer (desktop and phone)', async () => {
    await j.page.goto(`${j.server.baseUrl}/shop`);
    expect(await brokenImages('img.product-card__image', 10)).toEqual([]);

    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await j.page.setViewportSize(viewport);
      await addToCart(3);
      expect(await brokenImages('img.product-page__image', 1)).toEqual([]);
      expect(
        await j.page
          .getByRole('img', { name: 'Picture of the Surging Sparks Booster Pack' })
          .count(),
      ).toBe(1);
      await drawer()
        .getByRole('status')
        .getByText('Surging Sparks Booster Pack added to your cart')
        .waitFor();
      expect(await toastsOverDrawer()).toBe(0);
      // Nothing covers the drawer's close button: a real click at its centre closes the drawer.
      const close = await drawer().getByRole('button', { name: 'Close cart' }).boundingBox();
      expect(close).not.toBeNull();
      if (close) {
        await j.page.mouse.click(close.x + close.width / 2, close.y + close.height / 2);
      }
      await drawer().waitFor({ state: 'detached' });
    }
  });

  it('asks for the state, shows shipping before paying, and links My orders (desktop and phone)', async () => {
    await signInNewAccount(j.page, j.server, 'region');
    await addToCart(3);
    await drawer().getByRole('button', { name: 'Checkout' }).click();
    await j.page.waitForURL('**/checkout-preview');
    const summary = j.page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText('$5.99').waitFor();
    await j.page.getByRole('button', { name: 'Pay $10.98' }).waitFor();

    // Every country by name (stored as its code); the region list follows the country.
    const country = j.page.getByRole('combobox', { name: 'Country' });
    expect(await country.inputValue()).toBe('US');
    const countries = await country.locator('option').allTextContents();
    expect(countries).toHaveLength(249);
    expect(countries.slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
    await country.selectOption({ label: 'Canada' });
    await j.page.getByRole('combobox', { name: 'Province or territory' }).selectOption('ON');
    await summary.getByText('$14.99').waitFor();
    await country.selectOption({ label: 'Japan' });
    const prefecture = j.page.getByRole('combobox', { name: 'Prefecture' });
    // A new country starts its region afresh (Ontario is no prefecture).
    expect(await prefecture.inputValue()).toBe('');
    expect(await prefecture.locator('option').count()).toBe(48);
    await prefecture.selectOption({ label: 'Tokyo (東京都)' });
    await summary.getByText('$24.99').waitFor();
    await country.selectOption({ label: 'Germany' });
    await summary.getByText('$24.99').waitFor();
    expect(await j.page.getByRole('combobox').count()).toBe(1);
    await country.selectOption({ label: 'United States' });

    await j.page.getByRole('textbox', { name: 'Full name' }).fill('Brock');
    await j.page.getByRole('textbox', { name: 'Address', exact: true }).fill('Pewter Gym');
    await j.page.getByRole('textbox', { name: 'City' }).fill('Pewter City');
    await j.page.getByRole('textbox', { name: 'Postal code' }).fill('10001');
    await j.page.getByRole('button', { name: 'Pay $10.98' }).click();
    await j.page.getByText('State is required').waitFor();
    await j.page.getByRole('combobox', { name: 'State' }).selectOption('NY');
    await j.page.getByRole('button', { name: 'Pay $10.98' }).click();
    await j.page.waitForURL('**/api/payments/test/checkout/**');
    await j.page.getByText('Total: $10.98').waitFor();

    await j.page.goto(`${j.server.baseUrl}/shop`);
    await j.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My orders' })
      .click();
    await j.page.waitForURL('**/orders');
    await j.page
      .getByRole('link', { name: /Order #\d+/ })
      .first()
      .waitFor();

    await j.page.setViewportSize({ width: 390, height: 844 });
    await j.page.goto(`${j.server.baseUrl}/shop`);
    await j.page.getByRole('button', { name: 'Open menu' }).click();
    await j.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'My orders' })
      .click();
    await j.page.waitForURL('**/orders');
  });
});

describe.skipIf(!hasChromium)('shop journeys', () => {
  it('browses, searches and fills a cart that survives a reload', async () => {
    await j.page.goto(`${j.server.baseUrl}/shop`);
    await j.page.getByRole('link', { name: /Surging Sparks Booster Pack/ }).waitFor();
    await j.page.getByRole('button', { name: 'Accessories' }).click();
    await j.page.waitForURL(/category=2/);
    await j.page.getByRole('link', { name: /Surging Sparks/ }).waitFor({ state: 'detached' });
    await j.page.getByRole('link', { name: /Matte Card Sleeves/ }).waitFor();

    await j.page.getByRole('searchbox', { name: 'Search the shop' }).fill('elite trainer');
    await j.page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await j.page.waitForURL(/search=elite/);
    await j.page.getByRole('link', { name: /Prismatic Evolutions Elite Trainer Box/ }).click();
    await j.page.waitForURL('**/products/2');
    await j.page.getByText('Member price $69.99').waitFor();

    await addToCart(3, 2);
    const line = drawer().getByTestId('cart-line-3');
    expect(await line.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('3');
    expect(await line.getByRole('button', { name: 'Decrease quantity' }).isEnabled()).toBe(true);
    expect(await drawer().getByText('$14.97').count()).toBeGreaterThan(0);

    // A click outside the panel closes the drawer.
    await j.page.mouse.click(100, 450);
    await drawer().waitFor({ state: 'detached' });

    await j.page.reload();
    await j.page.getByRole('button', { name: 'Open cart, 3 items' }).click();
    await drawer().getByTestId('cart-line-3').waitFor();
  });

  it('shows the stock error under its item and blocks checkout with the spec texts', async () => {
    await addToCart(6, 2);
    await setStock(6, 2);
    try {
      await j.page.reload();
      await j.page.getByRole('button', { name: /Open cart/ }).click();
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
    await signInNewAccount(j.page, j.server, 'shopper');
    await addToCart(1, 1);
    await drawer().getByRole('button', { name: 'Checkout' }).click();
    await j.page.waitForURL('**/checkout-preview');
    await j.page.getByText('TEST MODE').first().waitFor();
    await j.page.getByRole('textbox', { name: 'Full name' }).fill('Ash Ketchum');
    await j.page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Route 1');
    await j.page.getByRole('textbox', { name: 'City' }).fill('Pallet Town');
    await j.page.getByRole('textbox', { name: 'Postal code' }).fill('10001');
    await j.page.getByRole('combobox', { name: 'State' }).selectOption('NY');
    await j.page.getByRole('button', { name: 'Pay $79.98' }).click();

    await j.page.waitForURL('**/api/payments/test/checkout/**');
    expect(await j.page.getByText('TEST MODE: no real payment is taken').isVisible()).toBe(true);
    await j.page.getByRole('button', { name: 'Simulate successful payment' }).click();
    await j.page.waitForURL('**/return?orderId=*');
    await j.page.getByRole('heading', { name: 'Thank you! Your payment was received.' }).waitFor();
    expect(await j.page.getByRole('button', { name: 'Open cart, 0 items' }).count()).toBe(1);

    await j.page.getByRole('link', { name: 'View order' }).click();
    await j.page.getByText('Paid', { exact: true }).waitFor();
    await j.page.goto(`${j.server.baseUrl}/orders`);
    await j.page
      .getByRole('link', { name: /Order #\d+/ })
      .first()
      .waitFor();
    const { rows } = await j.server.app.pool.query('SELECT stock FROM shop_products WHERE id = 1');
    expect(rows[0].stock).toBe(38);
  });

  it('keeps the cart and releases the stock when the payment fails', async () => {
    await signInNewAccount(j.page, j.server, 'unlucky');
    await addToCart(9);
    await drawer().getByRole('button', { name: 'Checkout' }).click();
    await j.page.waitForURL('**/checkout-preview');
    await j.page.getByRole('textbox', { name: 'Full name' }).fill('Misty');
    await j.page.getByRole('textbox', { name: 'Address', exact: true }).fill('Cerulean Gym');
    await j.page.getByRole('textbox', { name: 'City' }).fill('Cerulean City');
    await j.page.getByRole('textbox', { name: 'Postal code' }).fill('20002');
    await j.page.getByRole('combobox', { name: 'State' }).selectOption('DC');
    await j.page.getByRole('button', { name: /^Pay / }).click();
    await j.page.getByRole('button', { name: 'Simulate failed payment' }).click();
    await j.page.getByRole('heading', { name: 'Your payment failed.' }).waitFor();
    expect(await j.page.getByRole('button', { name: 'Open cart, 1 item' }).count()).toBe(1);
    const { rows } = await j.server.app.pool.query('SELECT stock FROM shop_products WHERE id = 9');
    expect(rows[0].stock).toBe(30);
  });
});
