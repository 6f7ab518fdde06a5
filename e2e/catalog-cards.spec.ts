import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addPrice } from './fixtures/catalog/load-catalog.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  catalog: true,
  seed: async ({ app: { pool } }) => {
    await addPrice(pool, 'swsh12-186', 45.5, 'simulated', '2026-02-01');
    await addPrice(pool, 'swsh9-50', 1.2, 'tcgplayer', '2026-02-03');
  },
  blockExternal: true,
});

async function fact(target: Page, term: string): Promise<string | null> {
  return target
    .locator('.catalog-facts div', { has: target.locator(`dt:text-is("${term}")`) })
    .locator('dd')
    .textContent();
}

describe.skipIf(!hasChromium)('catalog: card pages', () => {
  it('shows every field of an English card, with no price yet', async () => {
    await j.page.goto(`${j.server.baseUrl}/card/base2-1`);
    await j.page.getByRole('heading', { level: 1, name: 'Clefable' }).waitFor();
    expect(await fact(j.page, 'Number')).toBe('1');
    expect(await fact(j.page, 'Rarity')).toBe('Holo Rare');
    expect(await fact(j.page, 'Illustrator')).toBe('Ken Sugimori');
    expect(
      await j.page.getByRole('region', { name: 'Variants' }).locator('li').allTextContents(),
    ).toEqual(['Holo – 1st edition stamp', 'Holo – Unlimited']);
    const price = j.page.getByRole('region', { name: 'Market price' });
    expect(await price.textContent()).toContain('No price yet');
    const image = j.page.locator('.catalog-card-page__image');
    expect(await image.getAttribute('alt')).toBe('Clefable');
    await expect.poll(() => image.getAttribute('data-placeholder')).toBe('true');
    // Visitors are offered a sign-in that comes back here, not the add form.
    const actions = j.page.getByRole('region', { name: 'Collection actions' });
    const signIn = actions.getByRole('link', { name: 'Sign in' });
    expect(await signIn.getAttribute('href')).toContain('redirectToPath=%2Fcard%2Fbase2-1');
    expect(await actions.getByRole('button').count()).toBe(0);

    await j.page.getByRole('link', { name: 'Jungle' }).click();
    await j.page.waitForURL('**/sets/base2');
    await j.page.getByRole('heading', { level: 1, name: 'Jungle' }).waitFor();
  });

  it('shows the market price with its date and source, and says when prices are simulated', async () => {
    await j.page.goto(`${j.server.baseUrl}/card/swsh12-186`);
    const price = j.page.getByRole('region', { name: 'Market price' });
    await price.getByText('$45.50').waitFor();
    expect(await price.textContent()).toContain('Feb 1, 2026');
    expect(await price.textContent()).toContain('simulated');
    expect(await price.textContent()).toContain('simulated prices');

    await j.page.goto(`${j.server.baseUrl}/card/swsh9-50`);
    await price.getByText('$1.20').waitFor();
    expect(await price.textContent()).toContain('Source: TCGplayer');
    expect(await price.textContent()).not.toContain('simulated prices');
    expect(
      await j.page.getByRole('region', { name: 'Variants' }).locator('li').allTextContents(),
    ).toEqual(['Normal', 'Reverse holo']);
  });

  it('opens Japanese and Chinese cards under their language paths', async () => {
    await j.page.goto(`${j.server.baseUrl}/japanese/sets/ja-SV2a`);
    await j.page.locator('.catalog-card', { hasText: 'ピカチュウ' }).click();
    await j.page.waitForURL('**/japanese/card/ja-SV2a-025');
    await j.page.getByRole('heading', { level: 1, name: 'ピカチュウ' }).waitFor();
    expect(await fact(j.page, 'Number')).toBe('025');
    await j.page.getByRole('link', { name: 'ポケモンカード151' }).click();
    await j.page.waitForURL('**/japanese/sets/ja-SV2a');

    await j.page.goto(`${j.server.baseUrl}/chinese/card/zh-tw-SV1a-010`);
    await j.page.getByRole('heading', { level: 1, name: '噴火龍' }).waitFor();
    expect(await fact(j.page, 'Illustrator')).toBe('Unknown');
    expect(await j.page.getByRole('region', { name: 'Variants' }).textContent()).toContain(
      'No variant data',
    );
  });

  it('finds a Japanese card by name, number and set, or says it is not found', async () => {
    const query = new URLSearchParams({
      name: 'ピカチュウ',
      number: '025',
      set: 'ポケモンカード151',
    });
    await j.page.goto(`${j.server.baseUrl}/japanese/card/?${query}`);
    await j.page.getByRole('heading', { level: 1, name: 'ピカチュウ' }).waitFor();
    expect(await fact(j.page, 'Set')).toBe('ポケモンカード151');

    const missing = new URLSearchParams({
      name: 'ミュウ',
      number: '151',
      set: 'ポケモンカード151',
    });
    await j.page.goto(`${j.server.baseUrl}/japanese/card/?${missing}`);
    await j.page.getByRole('heading', { level: 1, name: 'Card not found' }).waitFor();
    expect(await j.page.locator('main').textContent()).toContain('ミュウ');

    await j.page.goto(`${j.server.baseUrl}/chinese/card/?name=&number=&set=`);
    await j.page.getByRole('heading', { level: 1, name: 'Card not found' }).waitFor();
  });

  it('shows Card not found for an unknown id', async () => {
    await j.page.goto(`${j.server.baseUrl}/card/no-such-card`);
    await j.page.getByRole('heading', { level: 1, name: 'Card not found' }).waitFor();
    expect(await j.page.getByRole('link', { name: 'Browse sets' }).getAttribute('href')).toBe(
      '/english/sets',
    );
  });
});
