import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addPrice,
  blockExternalRequests,
  importFixtureCatalog,
} from './fixtures/catalog/load-catalog.ts';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';

let server: RunningApp;
let browser: Browser;
let page: Page;

async function fact(target: Page, term: string): Promise<string | null> {
  return target
    .locator('.catalog-facts div', { has: target.locator(`dt:text-is("${term}")`) })
    .locator('dd')
    .textContent();
}

describe.skipIf(!hasChromium)('catalog: card pages', () => {
  beforeAll(async () => {
    server = await startAppServer();
    await importFixtureCatalog(server.app.pool);
    await addPrice(server.app.pool, 'swsh12-186', 45.5, 'simulated', '2026-02-01');
    await addPrice(server.app.pool, 'swsh9-50', 1.2, 'tcgplayer', '2026-02-03');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(async () => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await blockExternalRequests(page);
  });

  it('shows every field of an English card, with no price yet', async () => {
    await page.goto(`${server.baseUrl}/card/base2-1`);
    await page.getByRole('heading', { level: 1, name: 'Clefable' }).waitFor();
    expect(await fact(page, 'Number')).toBe('1');
    expect(await fact(page, 'Rarity')).toBe('Holo Rare');
    expect(await fact(page, 'Illustrator')).toBe('Ken Sugimori');
    expect(
      await page.getByRole('region', { name: 'Variants' }).locator('li').allTextContents(),
    ).toEqual(['Holo – 1st edition stamp', 'Holo – Unlimited']);
    const price = page.getByRole('region', { name: 'Market price' });
    expect(await price.textContent()).toContain('No price yet');
    const image = page.locator('.catalog-card-page__image');
    expect(await image.getAttribute('alt')).toBe('Clefable');
    await expect.poll(() => image.getAttribute('data-placeholder')).toBe('true');
    // Visitors are offered a sign-in that comes back here, not the add form.
    const actions = page.getByRole('region', { name: 'Collection actions' });
    const signIn = actions.getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toContain('redirectToPath=%2Fcard%2Fbase2-1');
    expect(await actions.getByRole('button').count()).toBe(0);

    await page.getByRole('link', { name: 'Jungle' }).click();
    await page.waitForURL('**/sets/base2');
    await page.getByRole('heading', { level: 1, name: 'Jungle' }).waitFor();
  });

  it('shows the market price with its date and source, and says when prices are simulated', async () => {
    await page.goto(`${server.baseUrl}/card/swsh12-186`);
    const price = page.getByRole('region', { name: 'Market price' });
    await price.getByText('$45.50').waitFor();
    expect(await price.textContent()).toContain('Feb 1, 2026');
    expect(await price.textContent()).toContain('simulated');
    expect(await price.textContent()).toContain('simulated prices');

    await page.goto(`${server.baseUrl}/card/swsh9-50`);
    await price.getByText('$1.20').waitFor();
    expect(await price.textContent()).toContain('Source: TCGplayer');
    expect(await price.textContent()).not.toContain('simulated prices');
    expect(
      await page.getByRole('region', { name: 'Variants' }).locator('li').allTextContents(),
    ).toEqual(['Normal', 'Reverse holo']);
  });

  it('opens Japanese and Chinese cards under their language paths', async () => {
    await page.goto(`${server.baseUrl}/japanese/sets/ja-SV2a`);
    await page.locator('.catalog-card', { hasText: 'ピカチュウ' }).click();
    await page.waitForURL('**/japanese/card/ja-SV2a-025');
    await page.getByRole('heading', { level: 1, name: 'ピカチュウ' }).waitFor();
    expect(await fact(page, 'Number')).toBe('025');
    await page.getByRole('link', { name: 'ポケモンカード151' }).click();
    await page.waitForURL('**/japanese/sets/ja-SV2a');

    await page.goto(`${server.baseUrl}/chinese/card/zh-tw-SV1a-010`);
    await page.getByRole('heading', { level: 1, name: '噴火龍' }).waitFor();
    expect(await fact(page, 'Illustrator')).toBe('Unknown');
    expect(await page.getByRole('region', { name: 'Variants' }).textContent()).toContain(
      'No variant data',
    );
  });

  it('finds a Japanese card by name, number and set, or says it is not found', async () => {
    const query = new URLSearchParams({
      name: 'ピカチュウ',
      number: '025',
      set: 'ポケモンカード151',
    });
    await page.goto(`${server.baseUrl}/japanese/card/?${query}`);
    await page.getByRole('heading', { level: 1, name: 'ピカチュウ' }).waitFor();
    expect(await fact(page, 'Set')).toBe('ポケモンカード151');

    const missing = new URLSearchParams({
      name: 'ミュウ',
      number: '151',
      set: 'ポケモンカード151',
    });
    await page.goto(`${server.baseUrl}/japanese/card/?${missing}`);
    await page.getByRole('heading', { level: 1, name: 'Card not found' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('ミュウ');

    await page.goto(`${server.baseUrl}/chinese/card/?name=&number=&set=`);
    await page.getByRole('heading', { level: 1, name: 'Card not found' }).waitFor();
  });

  it('shows Card not found for an unknown id', async () => {
    await page.goto(`${server.baseUrl}/card/no-such-card`);
    await page.getByRole('heading', { level: 1, name: 'Card not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Browse sets' }).getAttribute('href')).toBe(
      '/english/sets',
    );
  });
});
