import { describe, expect, it } from 'vitest';
import { signInNewAccount, waitForCollectionTotal } from './support/accounts.ts';
import type { RunningApp } from './support/app-server.ts';
import { hasChromium } from './support/browser.ts';
import { addPriceSeries } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

const HISTORY_DAYS = 60;

/**
 * Prices (dollars) today and yesterday, and a drift further back, so that the chart has 60
 * days of history. Owned value today: 2 x 12 + 40 + 8 + 50 = 122; change +2 - 5 + 0.5 = -2.50.
 */
async function seedPrices(server: RunningApp) {
  const pool = server.app.pool;
  await addPriceSeries(pool, { id: 'swsh9-50' }, HISTORY_DAYS, (d) =>
    d === 0 ? 12 : 11 - (d - 1) * 0.05,
  );
  await addPriceSeries(pool, { id: 'swsh9-123', variant: 'holo' }, HISTORY_DAYS, (d) =>
    d === 0 ? 40 : 45 + (d - 1) * 0.1,
  );
  await addPriceSeries(pool, { id: 'ja-SV2a-025', source: 'simulated' }, HISTORY_DAYS, (d) =>
    d === 0 ? 8 : 7.5,
  );
  await addPriceSeries(pool, { id: 'en-sealed-e2e-1' }, HISTORY_DAYS, () => 50);
  await addPriceSeries(pool, { id: 'swsh12-186', variant: 'holo' }, HISTORY_DAYS, (d) =>
    d === 0 ? 100 : 90,
  );
}

async function signInWithItems(): Promise<number> {
  const { userId } = await signInNewAccount(j.page, j.server, 'collector', {
    items: [
      // Held for the whole history but its last day, so the chart's ranges have days to cut.
      { productId: 'swsh9-50', quantity: 2, purchaseDollars: 5, addedDaysAgo: HISTORY_DAYS - 1 },
      { productId: 'swsh9-123', variant: 'holo', addedDaysAgo: 45 },
      { productId: 'ja-SV2a-025', addedDaysAgo: 40 },
      { productId: 'en-sealed-e2e-1', productType: 'sealed', addedDaysAgo: 35 },
      { productId: 'swsh12-186', variant: 'holo', wishlist: true },
    ],
  });
  await waitForCollectionTotal(j.page);
  return userId;
}

const total = () => j.page.getByTestId('collection-total');
const items = () => j.page.getByRole('region', { name: 'Collection items' }).getByRole('article');
const itemNames = () =>
  items().evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
const chart = () => j.page.locator('figure.value-chart');

async function choose(label: string, option: string) {
  await j.page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

const j = browserJourney({ catalog: true, seed: seedPrices, blockExternal: true });

describe.skipIf(!hasChromium)('collection home (/home)', () => {
  it('sends a signed-out visitor to the login page and back', async () => {
    await j.page.goto(`${j.server.baseUrl}/home`);
    await j.page.waitForURL('**/login?redirectToPath=%2Fhome');
  });

  it('shows a new collector how to add a first card', async () => {
    await signInNewAccount(j.page, j.server, 'newbie');
    const link = j.page.getByRole('link', { name: 'Browse sets to add your first card' });
    await link.waitFor();
    expect(await j.page.getByText(/scan a card/).count()).toBe(1);
    await link.click();
    await j.page.waitForURL('**/english/sets');
  });

  it('shows the total, daily change, movers, chart ranges and simulated prices note', async () => {
    await signInWithItems();
    expect(await total().textContent()).toBe('$122.00');
    const change = j.page.getByTestId('collection-daily-change');
    await expect.poll(() => change.textContent()).toContain('-$2.50 (-2.01%)');
    expect(await change.locator('.money-change--down').count()).toBe(1);
    expect(await j.page.getByTestId('collection-cost-basis').textContent()).toBe('$10.00');
    expect(await j.page.getByTestId('collection-profit').textContent()).toContain('+$14.00');
    await j.page.getByText('Values use simulated prices').waitFor();

    const gainers = j.page.getByRole('region', { name: 'Top gainers today' });
    const moverNames = (list: typeof gainers) =>
      list.locator('.home-movers__name').allTextContents();
    expect(await moverNames(gainers)).toEqual(['Pikachu', 'ピカチュウ']);
    expect(await gainers.locator('.home-movers__detail').first().textContent()).toBe('Normal');
    expect(await gainers.getByRole('listitem').first().textContent()).toContain('+$2.00');
    const losers = j.page.getByRole('region', { name: 'Top losers today' });
    expect(await moverNames(losers)).toEqual(['Charizard VSTAR']);
    expect(await losers.locator('.home-movers__detail').textContent()).toBe('Holo');
    expect(await losers.textContent()).toContain('-$5.00');

    // 60 days of history: the chart opens on one month and the ranges cut it.
    const ranges = j.page.getByRole('group', { name: 'Collection value range' });
    await expect.poll(() => chart().getAttribute('data-range')).toBe('1M');
    expect(await ranges.getByRole('button', { name: '1M' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const monthPoints = Number(await chart().getAttribute('data-points'));
    expect(monthPoints).toBeGreaterThanOrEqual(29);
    const image = j.page.getByRole('img', { name: /^Collection value: from/ });
    const monthLabel = await image.getAttribute('aria-label');
    expect(monthLabel).toContain('to $122.00');

    await ranges.getByRole('button', { name: '7D' }).click();
    expect(await chart().getAttribute('data-points')).toBe('8');
    expect(await ranges.getByRole('button', { name: '7D' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await image.getAttribute('aria-label')).not.toBe(monthLabel);
    await ranges.getByRole('button', { name: '1D' }).click();
    expect(await chart().getAttribute('data-points')).toBe('2');
    expect(await image.getAttribute('aria-label')).toContain('change -$2.50');
    // Decision 051: the header's "Today" is the chart's 1D figure.
    const today = (await change.textContent())?.replace('Today', '').trim() ?? '';
    expect(await j.page.getByTestId('chart-range-change').textContent()).toContain(today);
    await ranges.getByRole('button', { name: 'ALL' }).click();
    // One empty day before the first card was added, then every day since.
    expect(await chart().getAttribute('data-points')).toBe(String(HISTORY_DAYS + 1));
    expect(await chart().getByTestId('chart-value-tick').count()).toBeGreaterThanOrEqual(3);
    expect(await chart().getByTestId('chart-date-tick').count()).toBe(4);
    // The four additions are marked, and kept out of the range's market change.
    expect(await chart().getByTestId('chart-flow-mark').count()).toBe(4);
    expect(await j.page.getByTestId('chart-range-change').textContent()).toContain('added');

    // Hovering the plot shows the date and value of the nearest point.
    const box = await image.boundingBox();
    if (!box) {
      throw new Error('chart not laid out');
    }
    await j.page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
    const tooltip = j.page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('$122.00');
    // A tap shows it too (and a finger lifting leaves it up), on the tapped day.
    await j.page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });
    await image.dispatchEvent('pointerdown', {
      pointerType: 'touch',
      clientX: box.x + box.width - 2,
      clientY: box.y + box.height / 2,
      bubbles: true,
    });
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toContain('$122.00');
  });

  it('filters, sorts and switches between grid and list', async () => {
    await signInWithItems();
    expect(await itemNames()).toEqual([
      'Silver Tempest Elite Trainer Box',
      'Charizard VSTAR',
      'Pikachu',
      'ピカチュウ',
    ]);
    const pikachu = items().filter({
      has: j.page.getByRole('link', { name: 'Pikachu', exact: true }),
    });
    expect(await pikachu.getByTestId('item-value').textContent()).toBe('$24.00');
    expect(await pikachu.locator('.collection-item__profit').textContent()).toContain('+$14.00');
    expect(await pikachu.textContent()).toContain('×2');

    await choose('Language', 'Japanese');
    await expect.poll(itemNames).toEqual(['ピカチュウ']);
    await choose('Language', 'All languages');
    await choose('Type', 'Sealed');
    await expect.poll(itemNames).toEqual(['Silver Tempest Elite Trainer Box']);
    await choose('Type', 'Cards and sealed');
    await choose('Show', 'Wishlist');
    await expect.poll(itemNames).toEqual(['Lugia V']);
    await choose('Show', 'Collection');

    await choose('Sort by', 'Daily change');
    await choose('Order', 'Ascending');
    await expect
      .poll(itemNames)
      .toEqual(['Charizard VSTAR', 'Silver Tempest Elite Trainer Box', 'ピカチュウ', 'Pikachu']);
    await choose('Sort by', 'Date added');
    await expect
      .poll(itemNames)
      .toEqual(['Pikachu', 'Charizard VSTAR', 'ピカチュウ', 'Silver Tempest Elite Trainer Box']);
    await choose('Sort by', 'Name');
    await choose('Order', 'Descending');
    await expect
      .poll(itemNames)
      .toEqual(['ピカチュウ', 'Silver Tempest Elite Trainer Box', 'Pikachu', 'Charizard VSTAR']);

    const layout = j.page.getByRole('group', { name: 'Layout' });
    await layout.getByRole('button', { name: 'List' }).click();
    await j.page.waitForURL('**/home?view=list');
    await j.page.locator('.collection-items--list').waitFor();
    expect(await layout.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await items().count()).toBe(4);
    await layout.getByRole('button', { name: 'Grid' }).click();
    await j.page.locator('.collection-items--grid').waitFor();
  });

  it('edits a quantity and the language of a copy, and deletes an item, updating the values', async () => {
    const userId = await signInWithItems();
    await j.page.getByRole('button', { name: 'Edit Pikachu', exact: true }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Edit Pikachu' });
    await dialog.getByLabel('Quantity').fill('3');
    const language = dialog.getByLabel('Language of this copy');
    expect(await language.inputValue()).toBe('EN');
    await language.selectOption({ label: 'French' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    const pikachu = items().filter({
      has: j.page.getByRole('link', { name: 'Pikachu', exact: true }),
    });
    await expect.poll(() => pikachu.getByTestId('item-value').textContent()).toBe('$36.00');
    await expect.poll(() => total().textContent()).toBe('$134.00');
    // A French copy of the English card: badged, and found by the copy-language filter.
    expect(await pikachu.getByTestId('copy-language-badge').textContent()).toBe('FR');
    expect(await j.page.getByTestId('copy-language-badge').count()).toBe(1);
    await choose('Copy language', 'French');
    await expect.poll(itemNames).toEqual(['Pikachu']);
    await choose('Copy language', 'Any copy language');

    await j.page.getByRole('button', { name: 'Delete Charizard VSTAR' }).click();
    const confirm = j.page.getByRole('dialog', { name: 'Delete Charizard VSTAR?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect
      .poll(itemNames)
      .toEqual(['Silver Tempest Elite Trainer Box', 'Pikachu', 'ピカチュウ']);
    await expect.poll(() => total().textContent()).toBe('$94.00');
    const { rows } = await j.server.app.pool.query(
      `SELECT product_id, quantity, copy_language FROM user_products
       WHERE user_id = $1 AND NOT wishlist ORDER BY product_id`,
      [userId],
    );
    expect(rows).toEqual([
      { product_id: 'en-sealed-e2e-1', quantity: 1, copy_language: null },
      { product_id: 'ja-SV2a-025', quantity: 1, copy_language: null },
      { product_id: 'swsh9-50', quantity: 3, copy_language: 'FR' },
    ]);

    await j.page.reload();
    await waitForCollectionTotal(j.page);
    await expect
      .poll(itemNames)
      .toEqual(['Silver Tempest Elite Trainer Box', 'Pikachu', 'ピカチュウ']);
  });
});
