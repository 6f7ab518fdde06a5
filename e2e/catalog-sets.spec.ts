import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  addPrice,
  BIG_SET_ID,
  BIG_SET_SIZE,
  importBigSet,
} from './fixtures/catalog/load-catalog.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  catalog: true,
  seed: async ({ app: { pool } }) => {
    await importBigSet(pool);
    await addPrice(pool, 'swsh12-186', 45.5, 'simulated');
    await addPrice(pool, 'swsh12-TG01', 12);
    await addPrice(pool, 'swsh12-1', 0.25);
  },
  blockExternal: true,
});

async function tileNumbers(target: Page): Promise<string[]> {
  const meta = await target.locator('.catalog-card__meta').allTextContents();
  return meta.map((text) => text.replace(/^#/, '').split(' · ')[0] ?? '');
}

describe.skipIf(!hasChromium)('catalog: set lists and set pages', () => {
  it('groups the English sets by series, newest first, and filters them', async () => {
    await j.page.goto(`${j.server.baseUrl}/english/sets`);
    await j.page.getByRole('heading', { name: 'English Pokemon Sets' }).waitFor();
    await j.page.locator('.catalog-series').first().waitFor();
    const groups = await j.page
      .locator('.catalog-series')
      .evaluateAll((sections) =>
        sections.map((section) => [
          section.querySelector('h2')?.textContent,
          [...section.querySelectorAll('.catalog-set-tile__name')].map((n) => n.textContent),
        ]),
      );
    expect(groups).toEqual([
      ['Scarlet & Violet', ['Twilight Masquerade']],
      ['Sword & Shield', ['Silver Tempest', 'Brilliant Stars']],
      ['Base', ['Giant Test Set', 'Jungle']],
    ]);
    const silver = j.page.locator('.catalog-set-tile', { hasText: 'Silver Tempest' });
    expect(await silver.textContent()).toContain('5 cards');
    expect(await silver.textContent()).toContain('Nov 11, 2022');
    expect(await silver.locator('img').getAttribute('alt')).toBe('Silver Tempest logo');

    const filter = j.page.getByRole('searchbox', { name: 'Filter sets' });
    await filter.fill('brs');
    await expect.poll(() => j.page.locator('.catalog-set-tile').count()).toBe(1);
    expect(await j.page.locator('.catalog-set-tile__name').allTextContents()).toEqual([
      'Brilliant Stars',
    ]);
    await filter.fill('tempest');
    await expect
      .poll(() => j.page.locator('.catalog-set-tile__name').allTextContents())
      .toEqual(['Silver Tempest']);
    await filter.fill('no such set');
    await j.page.getByText('No sets match "no such set".').waitFor();
  });

  it('shows the error of a failed set list, and an empty state', async () => {
    await j.page.route('**/api/iOSTCGSets/english', (route) =>
      route.fulfill({ status: 503, body: '{"error":"down"}' }),
    );
    await j.page.goto(`${j.server.baseUrl}/english/sets`);
    await j.page.getByRole('alert').getByText('Failed to fetch English sets: 503').waitFor();
    await j.page.unroute('**/api/iOSTCGSets/english');
    await j.page.getByRole('button', { name: 'Try again' }).click();
    await j.page.locator('.catalog-set-tile').first().waitFor();

    await j.page.route('**/api/iOSTCGSets/chinese', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await j.page.goto(`${j.server.baseUrl}/chinese/sets`);
    await j.page.getByText('No Chinese sets yet.').waitFor();
  });

  it('routes a set click by language', async () => {
    await j.page.goto(`${j.server.baseUrl}/english/sets`);
    await j.page.locator('.catalog-set-tile', { hasText: 'Silver Tempest' }).click();
    await j.page.waitForURL('**/sets/swsh12');
    await j.page.getByRole('heading', { level: 1, name: 'Silver Tempest' }).waitFor();

    await j.page.goto(`${j.server.baseUrl}/japanese/sets`);
    await j.page.locator('.catalog-set-tile', { hasText: 'ポケモンカード151' }).click();
    await j.page.waitForURL('**/japanese/sets/ja-SV2a');
    await j.page.getByRole('heading', { level: 1, name: 'ポケモンカード151' }).waitFor();
    // The grid fills in after the heading: poll until its names are drawn.
    await expect
      .poll(() => j.page.locator('.catalog-card__name').allTextContents())
      .toEqual(['リザードン', 'ピカチュウ']);

    await j.page.goto(`${j.server.baseUrl}/chinese/sets`);
    const chineseGroup = j.page.locator('.catalog-series h2');
    await chineseGroup.first().waitFor();
    expect(await chineseGroup.allTextContents()).toEqual(['朱&紫']);
    await j.page.locator('.catalog-set-tile', { hasText: '三連音爆' }).click();
    await j.page.waitForURL('**/chinese/sets/zh-tw-SV1a');
    await j.page.getByRole('heading', { level: 1, name: '三連音爆' }).waitFor();
  });

  it('shows the set header, card count, sort options and sealed products', async () => {
    await j.page.goto(`${j.server.baseUrl}/sets/swsh12`);
    await j.page.getByRole('heading', { level: 1, name: 'Silver Tempest' }).waitFor();
    const header = j.page.locator('.catalog-set-header');
    expect(await header.textContent()).toContain('Sword & Shield');
    expect(await header.textContent()).toContain('Nov 11, 2022');
    expect(await header.locator('img').getAttribute('data-placeholder')).toBe('true');
    await j.page.getByText('5 cards', { exact: true }).waitFor();

    const sort = j.page.getByRole('combobox', { name: 'Sort by' });
    expect(await sort.inputValue()).toBe('number-asc');
    expect(await tileNumbers(j.page)).toEqual(['1', '2', '10', '186', 'TG01']);
    await sort.selectOption('number-desc');
    expect(await tileNumbers(j.page)).toEqual(['TG01', '186', '10', '2', '1']);
    await sort.selectOption('name');
    expect(await j.page.locator('.catalog-card__name').allTextContents()).toEqual([
      'Braixen',
      'Gloom',
      'Lugia V',
      'Ninetales',
      'Oddish',
    ]);
    await sort.selectOption('price-desc');
    expect(await tileNumbers(j.page)).toEqual(['186', 'TG01', '1', '2', '10']);
    await sort.selectOption('price-asc');
    expect(await tileNumbers(j.page)).toEqual(['1', 'TG01', '186', '2', '10']);
    await sort.selectOption('rarity');
    expect((await tileNumbers(j.page))[0]).toBe('186');
    expect(await j.page.locator('.catalog-card__price').first().textContent()).toBe('$45.50');

    const sealed = j.page.getByRole('region', { name: 'Sealed products' });
    expect((await sealed.locator('.catalog-sealed__name').allTextContents()).sort()).toEqual([
      'Silver Tempest Booster Pack',
      'Silver Tempest Elite Trainer Box',
    ]);
    expect(await sealed.textContent()).toContain('Elite trainer box');
    expect(await j.page.locator('.catalog-card img').first().getAttribute('data-placeholder')).toBe(
      'true',
    );
  });

  it('says so for a set without sealed products and for an unknown set', async () => {
    await j.page.goto(`${j.server.baseUrl}/sets/swsh9`);
    await j.page.getByText('No sealed products are listed for this set.').waitFor();
    await j.page.goto(`${j.server.baseUrl}/sets/nope-404`);
    await j.page.getByRole('heading', { name: 'Set not found' }).waitFor();
  });

  it('virtualises a 300-card set: few tiles mounted, all reachable by scrolling', async () => {
    await j.page.goto(`${j.server.baseUrl}/sets/${BIG_SET_ID}`);
    await j.page.getByText(`${BIG_SET_SIZE} cards`, { exact: true }).waitFor();
    await j.page.locator('.catalog-card').first().waitFor();
    const mounted = await j.page.locator('.catalog-card').count();
    expect(mounted).toBeGreaterThan(0);
    expect(mounted).toBeLessThan(100);
    expect(await j.page.locator('.catalog-card__name').first().textContent()).toBe(
      'Test Monster 001',
    );
    await j.page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
    await j.page.locator('.catalog-card', { hasText: 'Test Monster 300' }).waitFor();
    expect(await j.page.locator('.catalog-card').count()).toBeLessThan(100);
    // The sealed section sits below the grid, not under it.
    const grid = await j.page.locator('.catalog-card-grid').boundingBox();
    const sealed = await j.page.getByRole('region', { name: 'Sealed products' }).boundingBox();
    expect(sealed && grid && sealed.y >= grid.y + grid.height).toBe(true);
  });

  it('shows the 3 newest English sets on the landing page, linking to their set pages', async () => {
    await j.page.goto(`${j.server.baseUrl}/`);
    const section = j.page.locator('.newest-sets');
    await section.locator('.set-tile').first().waitFor();
    expect(await section.locator('.set-tile__name').allTextContents()).toEqual([
      'Twilight Masquerade',
      'Silver Tempest',
      'Brilliant Stars',
    ]);
    const images = section.locator('.set-tile img');
    expect(await images.count()).toBe(3);
    await expect
      .poll(() =>
        images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('data-placeholder'))),
      )
      .toEqual(['true', 'true', 'true']);
    expect(
      await section
        .locator('.set-tile')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
    ).toEqual(['/sets/sv06', '/sets/swsh12', '/sets/swsh9']);
    await section.locator('.set-tile', { hasText: 'Silver Tempest' }).click();
    await j.page.waitForURL('**/sets/swsh12');
    await j.page.getByRole('heading', { level: 1, name: 'Silver Tempest' }).waitFor();
  });
});
