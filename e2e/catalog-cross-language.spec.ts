import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCatalog } from '../src/server/catalog/import/import-catalog.ts';
import { hasChromium } from './support/browser.ts';
import { pageWidth } from './support/computed-style.ts';
import { browserJourney } from './support/journey.ts';

// Real catalog rows: Surging Sparks and 超電ブレイカー, 151 in three languages.
const CROSS_LANGUAGE_DIR = path.resolve('src/server/catalog/test-fixtures/cross-language');

const j = browserJourney({
  seed: ({ app }) => importCatalog(app.pool, CROSS_LANGUAGE_DIR),
  blockExternal: true,
});

describe.skipIf(!hasChromium)('catalog: Japanese and Chinese cards', () => {
  it('shows the English name and the other languages, and finds the card by its English name', async () => {
    await j.page.goto(`${j.server.baseUrl}/japanese/card/ja-SV8-033`);
    await j.page.getByRole('heading', { level: 1, name: 'ピカチュウex' }).waitFor();
    expect(await j.page.locator('.catalog-card-page__english-name').textContent()).toBe(
      'Pikachu ex',
    );
    const illustrator = j.page.locator('.catalog-facts div', {
      has: j.page.locator('dt:text-is("Illustrator")'),
    });
    expect(await illustrator.locator('dd').textContent()).toBe('aky CG Works');
    const languages = j.page.getByRole('navigation', { name: 'Other languages' });
    await languages.getByRole('link').first().waitFor();
    expect(await languages.textContent()).toBe('Also in: English · 中文');
    expect(await languages.getByRole('link', { name: '中文' }).getAttribute('href')).toBe(
      '/chinese/card/zh-tw-SV8-033',
    );

    await languages.getByRole('link', { name: 'English' }).click();
    await j.page.waitForURL('**/card/sv08-057');
    await j.page.getByRole('heading', { level: 1, name: 'Pikachu ex' }).waitFor();
    await languages.getByRole('link', { name: '日本語' }).waitFor();

    const synced = j.page.waitForResponse((response) =>
      response.url().includes('/api/iOSSyncService/products/changes'),
    );
    await j.page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Search cards and sets' });
    await synced;
    await dialog.getByRole('combobox', { name: 'Search cards and sets' }).fill('pikachu');
    const japanese = dialog.locator('[role="option"][data-href="/japanese/card/ja-SV2a-025"]');
    await japanese.waitFor();
    expect(await japanese.locator('.search-option__name').textContent()).toBe('ピカチュウ');
    expect(await japanese.locator('.search-option__english-name').textContent()).toBe('Pikachu');
  });

  it('shows the English equivalent on the Japanese set tiles and filters by it (desktop and phone)', async () => {
    const tile = (id: string) => j.page.locator(`a.catalog-set-tile[href$="/${id}"]`);
    const englishName = (id: string) => tile(id).locator('.catalog-set-tile__english-name');
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await j.page.setViewportSize(viewport);
      await j.page.goto(`${j.server.baseUrl}/japanese/sets`);
      await tile('ja-SV8').waitFor();
      expect(await tile('ja-SV8').locator('.catalog-set-tile__name').textContent()).toBe(
        '超電ブレイカー',
      );
      expect(await englishName('ja-SV8').textContent()).toBe('English release: Surging Sparks');
      // Inside its tile, not cut off or pushing the page sideways on a phone.
      const [name, box] = await Promise.all([
        englishName('ja-SV8').boundingBox(),
        tile('ja-SV8').boundingBox(),
      ]);
      expect(name && box && name.x + name.width <= box.x + box.width).toBe(true);
      expect(await pageWidth(j.page.locator('html'), viewport.width)).toEqual({
        width: viewport.width,
        wide: [],
      });
      // No English name where the catalog cannot tell (promos mix many English sets).
      expect(await englishName('ja-SV-P').count()).toBe(0);

      await j.page.getByRole('searchbox', { name: 'Filter sets' }).fill('surging');
      await expect.poll(() => j.page.locator('a.catalog-set-tile').count()).toBe(1);
      await tile('ja-SV8').waitFor();
    }
  });
});
