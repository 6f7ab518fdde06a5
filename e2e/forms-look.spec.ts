import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { computeInsights } from '../src/server/insights/insights-compute.service.ts';
import { seedDemoShop } from '../src/server/shop/seed/demo-shop.ts';
import { type Account, createAccount } from './support/accounts.ts';
import { signInInBrowser } from './support/auth-flows.ts';
import { hasChromium } from './support/browser.ts';
import { addPriceSeries } from './support/collection-seed.ts';
import {
  contrastOf,
  controlStyles,
  markerRoom,
  pageWidth,
  styleOf,
} from './support/computed-style.ts';
import { browserJourney } from './support/journey.ts';

/** Ten priced English cards (the 10th "most valuable" is numbered), one of them owned. */
const PRICED = [
  'base2-1',
  'swsh9-50',
  'swsh9-123',
  'swsh12-1',
  'swsh12-2',
  'swsh12-10',
  'swsh12-186',
  'swsh12-TG01',
  'sv06-50',
  'sv06-100',
];

let collector: Account;

const j = browserJourney({
  catalog: true,
  blockExternal: true,
  seed: async (server) => {
    for (const [rank, id] of PRICED.entries()) {
      await addPriceSeries(server.app.pool, { id }, 2, () => 100 - rank);
    }
    await computeInsights({ pool: server.app.pool });
    await seedDemoShop(server.app.db);
    collector = await createAccount(server, 'forms', {
      role: 'admin',
      membershipTier: 1,
      items: [{ productId: 'swsh9-50' }, { productId: 'sv06-50' }],
    });
  },
});

const SIZES = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;
type Size = keyof typeof SIZES;

/** The product's look (styles/tokens.css) as the browser computes it. */
const BORDER = 'rgb(45, 54, 72)';
const DANGER = 'rgb(248, 81, 73)';
const ACCENT = 'rgb(245, 197, 66)';
const PRODUCT_BACKGROUNDS = [
  'rgba(0, 0, 0, 0)',
  ACCENT,
  'rgb(218, 54, 51)',
  'rgb(13, 17, 23)',
  'rgb(22, 27, 34)',
  'rgb(28, 35, 51)',
];

/** One item in the saved cart (the checkout form shows with a non-empty cart). */
const CART = JSON.stringify({
  items: {
    '3': {
      id: 3,
      name: 'Cart item',
      price: 999,
      member_price: null,
      quantity: 1,
      stock: 99,
      categoryId: null,
      images: { imageUrl: null, mainImage: null },
    },
  },
  totalQuantity: 1,
  cartOpen: false,
});

/** A plain photo to upload to the scanner (its answer is stubbed). */
const PHOTO = sharp({
  create: { width: 600, height: 800, channels: 3, background: { r: 40, g: 60, b: 90 } },
})
  .jpeg()
  .toBuffer();

const SHOTS = path.resolve('test-results/forms');
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, size: Size, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SHOTS, `${size}-${name}.png`), animations: 'disabled' });
}

/** Fields boxed in the product's border, radius, padding and type; buttons in its colours. */
async function expectProductControls(scope: Locator, least: number): Promise<void> {
  await expect
    .poll(async () => (await controlStyles(scope)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(least);
  const font = await bodyFont(scope.page());
  for (const control of await controlStyles(scope)) {
    if (control.kind === 'field') {
      expect(control.fontFamily, control.what).toBe(font);
      expect([BORDER, DANGER], control.what).toContain(control.borderColor);
      expect(control.borderRadius, control.what).toBeGreaterThanOrEqual(6);
      expect(control.paddingLeft, control.what).toBeGreaterThanOrEqual(8);
    } else if (control.kind === 'check') {
      expect(control.accent, control.what).toBe(ACCENT);
    } else {
      expect(control.fontFamily, control.what).toBe(font);
      expect(PRODUCT_BACKGROUNDS, control.what).toContain(control.background);
    }
  }
}

function bodyFont(page: Page): Promise<string> {
  return styleOf(page.locator('body'), 'font-family');
}

/** No sideways scrolling: the page is no wider than the phone. */
async function expectNoOverflow(page: Page, url: string, ready: Locator): Promise<void> {
  await page.goto(url);
  await ready.waitFor();
  // A page wider than the phone makes it zoom out, so the window's own width would grow too.
  const limit = SIZES.phone.viewport.width;
  const { width, wide } = await pageWidth(page.locator('html'), limit);
  expect(width, `${url}: ${wide.join(', ')}`).toBeLessThanOrEqual(limit);
}

/** The sign-in form: the SDK draws it in its shadow DOM, in the product's palette and type. */
async function checkSignInForm(page: Page, size: Size): Promise<void> {
  await page.goto(`${j.server.baseUrl}/login`);
  const box = page.locator('[data-supertokens~="inputWrapper"]').first();
  await box.waitFor();
  expect([
    await styleOf(box, 'border-top-color'),
    await styleOf(box, 'border-top-left-radius'),
  ]).toEqual([BORDER, '6px']);
  const font = await bodyFont(page);
  expect(await styleOf(page.locator('input[name="email"]'), 'font-family')).toBe(font);
  const submit = page.locator('button[type="submit"]');
  expect(await styleOf(submit, 'font-family')).toBe(font);
  expect(await styleOf(submit, 'background-color')).toBe(ACCENT);
  await shoot(page, size, 'sign-in');
}

async function signIn(page: Page): Promise<void> {
  await signInInBrowser(page, j.server, collector.email);
  await page.waitForURL('**/home');
}

/** /home opened directly: the Edit dialog (the add form's fields) is styled all the same. */
async function checkEditDialog(page: Page, size: Size): Promise<void> {
  await page.goto(`${j.server.baseUrl}/home`);
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  await expectProductControls(page.getByRole('dialog', { name: /^Edit / }), 8);
  await shoot(page, size, 'home-edit-dialog');
  await page.keyboard.press('Escape');
}

/** /profile: the sell request form with a card in it, and the profile's own selects. */
async function checkProfile(page: Page, size: Size): Promise<void> {
  await page.goto(`${j.server.baseUrl}/profile`);
  const sell = page.getByRole('form', { name: 'New sell request' });
  await sell.getByLabel('Card to sell').selectOption({ index: 1 });
  await sell.getByRole('button', { name: 'Add card' }).click();
  await expectProductControls(sell, 10);
  await expectProductControls(page.getByRole('main').first(), 15);
  await sell.scrollIntoViewIfNeeded();
  await shoot(page, size, 'profile-sell-form');
}

/** The scan modal's corner outline names the arrow keys to keyboard users only. */
async function scanCornerHint(page: Page, size: Size): Promise<string> {
  await page.route('**/api/scan/identify', (route) =>
    route.fulfill({
      json: {
        scanType: 'cards',
        scanMode: 'single',
        results: [],
        groups: [],
        tried: [],
        took_ms: 1,
      },
    }),
  );
  // No camera at all, so the scanner settles at once on its upload field: a real camera
  // request could settle (and move that field) while the photo is being chosen.
  await page.addInitScript(
    `Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true })`,
  );
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: 'Scan', exact: true }).click();
  await page.getByRole('dialog', { name: /^Scan/ }).locator('.scan-nocamera').waitFor();
  await page
    .getByRole('dialog', { name: /^Scan/ })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'card.jpg', mimeType: 'image/jpeg', buffer: await PHOTO });
  await page.getByRole('button', { name: 'Adjust corners' }).click();
  const outline = page.getByRole('dialog', { name: 'Adjust corners' });
  await outline.getByText('Drag each handle onto a corner of the card').waitFor();
  await shoot(page, size, 'scan-corners');
  return (await outline.textContent()) ?? '';
}

describe.skipIf(!hasChromium)('forms and pages look like the product on a direct load', () => {
  it('at desktop size (1366 x 900): every form, the shop tabs, numbering, the admin header', async () => {
    const size = 'desktop';
    const page = await j.newPage(SIZES[size]);
    const base = j.server.baseUrl;
    const main = page.getByRole('main').first();
    await checkSignInForm(page, size);

    await page.goto(`${base}/contact`);
    await expectProductControls(main.locator('form'), 5);
    await shoot(page, size, 'contact');

    await page.goto(`${base}/shop`);
    const tabs = page.getByRole('navigation', { name: 'Categories' });
    await tabs.getByRole('button', { name: 'Accessories' }).waitFor();
    for (const tab of await tabs.locator('a, button').all()) {
      expect(await contrastOf(tab), (await tab.textContent()) ?? undefined).toBeGreaterThanOrEqual(
        4.5,
      );
    }
    await shoot(page, size, 'shop');

    await signIn(page);
    await page.evaluate(`localStorage.setItem('cardfolio:cart', ${JSON.stringify(CART)})`);
    await page.goto(`${base}/checkout-preview`);
    await expectProductControls(main.locator('form'), 6);
    await shoot(page, size, 'checkout');

    await checkEditDialog(page, size);

    await page.goto(`${base}/card/sv06-100`);
    await expectProductControls(main.locator('.collection-form'), 6);
    await shoot(page, size, 'card-add-form');

    await checkProfile(page, size);

    await page.goto(`${base}/Ai-tools`);
    await main.getByLabel('Find the card').waitFor();
    await expectProductControls(main, 1);
    await shoot(page, size, 'ai-tools');

    await page.goto(`${base}/grade`);
    await main.getByLabel('Front photo').waitFor();
    await expectProductControls(main, 1);
    const fileButton = await styleOf(
      main.getByLabel('Front photo'),
      'border-top-color',
      '::file-selector-button',
    );
    expect(fileButton).toBe(BORDER);
    await shoot(page, size, 'grading');

    // The 10th most valuable card keeps its number ("10.", not a cut-off "0.").
    await page.goto(`${base}/market-insights?language=english`);
    const ranking = page.getByRole('list', { name: 'Cards' });
    await ranking.getByRole('listitem').nth(9).waitFor();
    const room = await markerRoom(ranking, 9);
    expect(room).toBeGreaterThanOrEqual(0);

    // The admin's header (one more link) keeps the cart button on the screen, also at 1280 px.
    await page.goto(`${base}/admin/live-users`);
    const cart = page.getByRole('banner').getByRole('button', { name: /cart/i });
    await cart.waitFor();
    for (const width of [SIZES.desktop.viewport.width, 1280]) {
      await page.setViewportSize({ width, height: SIZES.desktop.viewport.height });
      const right = await cart.evaluate((node) => node.getBoundingClientRect().right);
      expect(right, `at ${width} px`).toBeLessThanOrEqual(width);
      await shoot(page, size, `admin-header-${width}`);
    }
  });

  it('at phone size (390 x 844): forms, the scan hint, no page wider than the phone', async () => {
    const size = 'phone';
    const page = await j.newPage(SIZES[size]);
    const base = j.server.baseUrl;
    await checkSignInForm(page, size);
    await signIn(page);
    await checkEditDialog(page, size);
    await checkProfile(page, size);
    expect(await scanCornerHint(page, size)).not.toContain('arrow keys');
    await expectNoOverflow(
      page,
      `${base}/profile`,
      page.getByRole('form', { name: 'New sell request' }),
    );

    const table = (name: string) => page.getByRole('table', { name, exact: true });
    await expectNoOverflow(
      page,
      `${base}/market-insights`,
      page.getByRole('list', { name: 'Cards' }),
    );
    await expectNoOverflow(page, `${base}/series-performance-overview`, table('Set performance'));
    await expectNoOverflow(page, `${base}/grading-insights`, table('Your best grading candidates'));
    // Every admin screen is in the same shell; these have its widest tables.
    await expectNoOverflow(page, `${base}/admin/affiliates`, page.locator('.affiliates-table'));
    await expectNoOverflow(page, `${base}/admin/audit-log`, page.locator('.admin-audit'));
    await expectNoOverflow(page, `${base}/admin/price-sources`, table('Coverage per language'));
  });
});
