import { describe, expect, it } from 'vitest';
import { seedDemoShop } from '../src/server/shop/seed/demo-shop.ts';
import { importBigSet } from './fixtures/catalog/load-catalog.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  catalog: true,
  seed: async ({ app }) => {
    await importBigSet(app.pool);
    await seedDemoShop(app.db);
  },
  blockExternal: true,
});

const dialog = () => j.page.getByRole('dialog', { name: 'Search cards and sets' });
const input = () => dialog().getByRole('combobox', { name: 'Search cards and sets' });
const options = () => dialog().getByRole('option');

/** Opens the search from the header and waits until the catalog has synced. */
async function openSearch(path = '/'): Promise<void> {
  await j.page.goto(`${j.server.baseUrl}${path}`);
  const synced = j.page.waitForResponse((response) =>
    response.url().includes('/api/iOSSyncService/products/changes'),
  );
  await j.page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await input().waitFor();
  await synced;
}

async function optionNames(): Promise<string[]> {
  return dialog().locator('.search-option__name').allTextContents();
}

describe.skipIf(!hasChromium)('catalog: search', () => {
  it('suggests nothing for 1 character and ranked results after the debounce from 2', async () => {
    await openSearch();
    expect(await input().evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await input().fill('p');
    await j.page.waitForTimeout(600);
    expect(await options().count()).toBe(0);
    expect(await dialog().getByRole('status').textContent()).toContain('at least 2 characters');

    const typed = Date.now();
    await input().fill('pikachu');
    expect(await options().count()).toBe(0);
    await options().first().waitFor();
    expect(Date.now() - typed).toBeLessThan(2000);
    // Exact name (60) before 'name contains' (30); sets have no Pikachu.
    expect(await optionNames()).toEqual(['Pikachu', 'Pikachu ex']);
    expect(await dialog().getByRole('group', { name: 'Sets' }).count()).toBe(0);
    expect(await dialog().getByText('Shop', { exact: true }).count()).toBe(0);

    await input().fill('pikachu 050');
    await expect.poll(() => options().count()).toBe(1);
    expect(await optionNames()).toEqual(['Pikachu ex']);
  });

  it('opens a card result on click, and a set result by its language path', async () => {
    await openSearch();
    await input().fill('lugia');
    await options().first().waitFor();
    await options().first().click();
    await j.page.waitForURL('**/card/swsh12-186');
    await j.page.getByRole('heading', { level: 1, name: 'Lugia V' }).waitFor();
    expect(await dialog().count()).toBe(0);

    await openSearch();
    await input().fill('ピカチュウ');
    await options().first().waitFor();
    expect(await options().first().getAttribute('data-href')).toBe('/japanese/card/ja-SV2a-025');

    await input().fill('tempest');
    await dialog().getByRole('group', { name: 'Sets' }).waitFor();
    const set = dialog().getByRole('group', { name: 'Sets' }).getByRole('option').first();
    expect(await set.textContent()).toContain('Silver Tempest');
    await set.click();
    await j.page.waitForURL('**/sets/swsh12');

    await openSearch();
    await input().fill('三連音爆');
    await dialog().getByRole('group', { name: 'Sets' }).waitFor();
    await dialog().getByRole('group', { name: 'Sets' }).getByRole('option').first().click();
    await j.page.waitForURL('**/chinese/sets/zh-tw-SV1a');
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    await openSearch();
    await input().fill('pikachu');
    await options().first().waitFor();
    await j.page.keyboard.press('ArrowDown');
    await j.page.keyboard.press('ArrowDown');
    expect(await options().nth(1).getAttribute('aria-selected')).toBe('true');
    expect(await input().getAttribute('aria-activedescendant')).toBe(
      await options().nth(1).getAttribute('id'),
    );
    await j.page.keyboard.press('Enter');
    await j.page.waitForURL('**/card/sv06-50');
  });

  it('sends Enter to /cards?search=, which pages through every match', async () => {
    await openSearch();
    await input().fill('pikachu');
    await j.page.keyboard.press('Enter');
    await j.page.waitForURL('**/cards?search=pikachu');
    await j.page.getByRole('heading', { name: 'Results for "pikachu"' }).waitFor();
    const results = j.page.getByRole('list', { name: 'Search results' });
    await results.locator('.catalog-card').first().waitFor();
    expect(await results.locator('.catalog-card__name').allTextContents()).toEqual([
      'Pikachu',
      'Pikachu ex',
    ]);
    await results.getByRole('link', { name: /Pikachu ex/ }).click();
    await j.page.waitForURL('**/card/sv06-50');

    await j.page.goto(`${j.server.baseUrl}/cards?search=monster`);
    await j.page.getByText('300 cards, showing 1–40').waitFor();
    await j.page.getByRole('link', { name: 'Next' }).click();
    await j.page.waitForURL('**/cards?search=monster&page=2');
    await j.page.getByText('300 cards, showing 41–80').waitFor();
    expect(await j.page.getByText('Page 2 of 8').count()).toBe(1);

    await j.page.goto(`${j.server.baseUrl}/cards?search=zzzz`);
    await j.page.getByText('No cards match "zzzz".').waitFor();
  });

  it('opens /cards directly with a search box, filters and sort kept in the URL', async () => {
    await j.page.goto(`${j.server.baseUrl}/cards`);
    const box = j.page.getByRole('searchbox', { name: 'Search cards' });
    await box.fill('monster');
    await box.press('Enter');
    await j.page.waitForURL('**/cards?search=monster');
    await j.page.getByLabel('Rarity', { exact: true }).selectOption('Rare');
    await j.page.waitForURL(/rarity=Rare/);
    await j.page.getByText('30 cards, showing 1–30').waitFor();
    await j.page.getByLabel('Sort', { exact: true }).selectOption('number');
    await j.page.waitForURL(/sort=number/);
    const names = j.page
      .getByRole('list', { name: 'Search results' })
      .locator('.catalog-card__name');
    expect((await names.allTextContents()).slice(0, 2)).toEqual([
      'Test Monster 001',
      'Test Monster 011',
    ]);
    await j.page.reload();
    await j.page.getByText('30 cards, showing 1–30').waitFor();
    expect(await j.page.getByLabel('Rarity', { exact: true }).inputValue()).toBe('Rare');
  });

  it('sends Enter to /shop?search= on a shop page', async () => {
    await openSearch('/shop');
    await input().fill('tin');
    await j.page.keyboard.press('Enter');
    await j.page.waitForURL('**/shop?search=tin');
  });

  it('suggests shop products, first on shop pages, and opens /products/{id}', async () => {
    await openSearch('/shop');
    await input().fill('booster box');
    const shopGroup = dialog().getByRole('group', { name: 'Shop' });
    await shopGroup.getByText('Twilight Masquerade Booster Box').waitFor();
    const groups = await dialog()
      .getByRole('group')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));
    expect(groups[0]).toBe('Shop');
    expect(await shopGroup.getByRole('option').count()).toBeLessThanOrEqual(10);
    await shopGroup.getByText('Twilight Masquerade Booster Box').click();
    await j.page.waitForURL(/\/products\/\d+$/);
    await j.page.getByRole('heading', { name: 'Twilight Masquerade Booster Box' }).waitFor();
  });

  it('opens with / and Ctrl+K, traps focus, closes on Escape and outside click', async () => {
    await j.page.goto(`${j.server.baseUrl}/`);
    await j.page.getByRole('heading', { name: /Ultimate Pokemon/ }).waitFor();
    await j.page.keyboard.press('/');
    await input().waitFor();
    expect(await input().inputValue()).toBe('');
    await j.page.keyboard.press('Tab');
    await j.page.keyboard.press('Tab');
    expect(await input().evaluate((el) => el === el.ownerDocument.activeElement)).toBe(true);
    await j.page.keyboard.press('Shift+Tab');
    expect(await dialog().evaluate((el) => el.contains(el.ownerDocument.activeElement))).toBe(true);
    await j.page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(
      await j.page
        .getByRole('button', { name: 'Search' })
        .evaluate((el) => el === el.ownerDocument.activeElement),
    ).toBe(true);

    await j.page.keyboard.press('Control+k');
    await input().waitFor();
    await j.page.mouse.click(10, 880);
    await dialog().waitFor({ state: 'detached' });
  });
});
