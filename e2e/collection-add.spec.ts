import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { refreshLatestPrices } from '../src/server/prices/latest-prices.ts';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  catalog: true,
  seed: async ({ app: { pool } }) => {
    for (const [date, dollars] of [
      ['2026-01-10', 2],
      ['2026-01-20', 2.5],
      ['2026-02-01', 3.25],
    ] as const) {
      await addPricePoint(pool, 'swsh9-50', 'reverse', date, dollars);
      await addPricePoint(pool, 'swsh9-50', 'normal', date, dollars / 2);
    }
    await refreshLatestPrices(pool);
  },
  blockExternal: true,
  pagePer: 'file',
});

async function addPricePoint(
  pool: pg.Pool,
  productId: string,
  variant: string,
  date: string,
  dollars: number,
) {
  await pool.query(
    `INSERT INTO price_points (product_id, variant, price_date, source, market_cents, psa10_cents)
     VALUES ($1, $2, $3, 'simulated', $4, $5)`,
    [productId, variant, date, Math.round(dollars * 100), Math.round(dollars * 800)],
  );
}

const actions = () => j.page.getByRole('region', { name: 'Collection actions' });
const addForm = () => actions().getByRole('form', { name: /^Add / });

async function openCard(id: string) {
  await j.page.goto(`${j.server.baseUrl}/card/${id}`);
  await addForm().waitFor();
  await actions()
    .getByText(/In your collection: \d+/)
    .waitFor();
}

describe.skipIf(!hasChromium)('collection: adding from card, sealed and set pages', () => {
  beforeAll(async () => {
    await signInNewAccount(j.page, j.server, 'collector');
  });

  it('adds a graded card in a chosen printing and condition, with its price chart', async () => {
    await openCard('swsh9-50');
    expect(await actions().getByText('In your collection: 0').count()).toBe(1);

    const history = j.page.getByRole('region', { name: 'Price history' });
    await history.getByLabel('Printing').selectOption('reverse');
    await history.locator('svg').first().waitFor();
    expect(await history.textContent()).toContain('simulated prices');
    expect(await history.getByRole('button', { name: '1M' }).count()).toBe(1);

    const form = addForm();
    await form.getByLabel('Variant').selectOption('reverse');
    await form.getByLabel('Quantity').fill('2');
    await form.getByLabel('Condition').selectOption('LP');
    await form.getByLabel('Graded').check();
    await form.getByLabel('Grading company').selectOption('PSA');
    await form.getByLabel('Grade', { exact: true }).selectOption('9');
    await form.getByLabel('Purchase price (USD)').fill('12.50');
    await form.getByRole('button', { name: 'Add to collection' }).click();

    await j.page.getByText('Pikachu added to your collection').waitFor();
    await actions().getByText('In your collection: 2').waitFor();
    const item = actions().getByRole('list', { name: 'Your items of this product' }).locator('li');
    expect(await item.textContent()).toContain('2 × Reverse holo · LP · PSA 9 · paid $12.50');
    // The item's value comes from the collection values (graded prices for a PSA 9).
    await item.getByText(/value \$\d/).waitFor();
    expect(
      await actions().getByRole('link', { name: 'View collection' }).getAttribute('href'),
    ).toBe('/home');

    // Saved on the server: a fresh load shows it.
    await j.page.reload();
    await actions().getByText('In your collection: 2').waitFor();
  });

  it('shows a validation error beside the form and creates nothing', async () => {
    await openCard('swsh9-50');
    const form = addForm();
    await form.getByLabel('Quantity').fill('0');
    await form.getByRole('button', { name: 'Add to collection' }).click();
    const error = actions().getByRole('alert');
    await error.waitFor();
    expect(await error.textContent()).toBe('quantity: quantity must be at least 1');
    expect(await form.getByLabel('Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(await actions().getByText('In your collection: 2').count()).toBe(1);
  });

  it('edits and deletes an item of the card', async () => {
    await openCard('swsh9-50');
    await actions()
      .getByRole('button', { name: /^Edit 2 × Reverse holo/ })
      .click();
    const edit = actions().getByRole('form', { name: 'Edit item' });
    await edit.getByLabel('Quantity').fill('3');
    await edit.getByRole('button', { name: 'Save' }).click();
    await actions().getByText('In your collection: 3').waitFor();

    await actions()
      .getByRole('button', { name: /^Delete 3 × Reverse holo/ })
      .click();
    await actions().getByText('In your collection: 0').waitFor();
    await j.page.getByText('Removed from your collection').waitFor();
    await j.page.reload();
    await actions().getByText('In your collection: 0').waitFor();
    expect(await actions().getByRole('list').count()).toBe(0);
  });

  it('adds a sealed product to the wishlist from the set page', async () => {
    await j.page.goto(`${j.server.baseUrl}/sets/swsh12`);
    const sealed = j.page.getByRole('region', { name: 'Sealed products' });
    await sealed
      .getByRole('button', {
        name: 'Add Silver Tempest Elite Trainer Box to collection or wishlist',
      })
      .click();
    const dialog = j.page.getByRole('dialog', { name: 'Silver Tempest Elite Trainer Box' });
    await dialog.getByRole('button', { name: 'Add to wishlist' }).click();
    await j.page.getByText('Silver Tempest Elite Trainer Box added to your wishlist').waitFor();
    await dialog.getByText('On your wishlist: 1').waitFor();
    expect(await dialog.getByText('In your collection: 0').count()).toBe(1);
    expect(await dialog.getByLabel('Graded').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows set completion and marks owned cards; the wishlist does not count', async () => {
    await openCard('swsh12-1');
    await addForm().getByRole('button', { name: 'Add to collection' }).click();
    await actions().getByText('In your collection: 1').waitFor();

    await j.page.goto(`${j.server.baseUrl}/sets/swsh12`);
    await j.page.getByText('You own 1 of 5 cards (20%)').waitFor();
    const bar = j.page.getByRole('progressbar', { name: 'Set completion' });
    expect(await bar.getAttribute('value')).toBe('1');
    expect(await bar.getAttribute('max')).toBe('5');
    const owned = j.page.locator('.catalog-card[data-owned="true"]');
    expect(await owned.count()).toBe(1);
    expect(await owned.getAttribute('data-product-id')).toBe('swsh12-1');
    expect(await owned.getByRole('img', { name: 'In your collection' }).count()).toBe(1);
  });

  it('adds a 1st-edition printing as itself and lists it by its label', async () => {
    await openCard('base2-1');
    const variant = addForm().getByLabel('Variant');
    expect(await variant.locator('option').allTextContents()).toEqual([
      'Holo – 1st edition stamp',
      'Holo – Unlimited',
    ]);
    // Never 1st edition by default.
    expect(await variant.inputValue()).toBe('holo/sub:unlimited');
    await variant.selectOption({ label: 'Holo – 1st edition stamp' });
    await addForm().getByRole('button', { name: 'Add to collection' }).click();
    await actions().getByText('In your collection: 1').waitFor();
    const item = actions().getByRole('list', { name: 'Your items of this product' }).locator('li');
    expect(await item.textContent()).toContain('1 × Holo – 1st edition stamp · NM');
  });
});
