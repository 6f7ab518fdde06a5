import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInNewAccount } from './support/accounts.ts';
import { downloadedBytes, hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({ catalog: true, blockExternal: true });

/** A signed-in user in a browser context of their own. */
async function signedInPage(label: string): Promise<{ context: BrowserContext; page: Page }> {
  const page = await j.newPage({ acceptDownloads: true });
  await signInNewAccount(page, j.server, label);
  return { context: page.context(), page };
}

/** Calls the API from the page, as the app does (session cookie plus CSRF header). */
async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown) {
  const result = await page.evaluate(
    async ({ method, path, body }) => {
      const doc = (globalThis as unknown as { document: { cookie: string } }).document;
      if (!doc.cookie.includes('cf_csrf=')) {
        await fetch('/api/csrf/restore', { credentials: 'include' });
      }
      const token = doc.cookie.match(/(?:^|; )cf_csrf=([^;]*)/)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return {
        status: response.status,
        body: response.status === 204 ? null : await response.json(),
      };
    },
    { method, path, body },
  );
  return result as { status: number; body: T };
}

const csvRegion = (page: Page) => page.getByRole('region', { name: 'Import and export' });

async function exportCsv(page: Page): Promise<string> {
  await page.goto(`${j.server.baseUrl}/home`);
  const button = csvRegion(page).getByRole('button', { name: 'Export CSV' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^cardfolio-collection-\d{4}-\d{2}-\d{2}\.csv$/);
  return (await downloadedBytes(download)).toString('utf8');
}

async function chooseFile(page: Page, name: string, text: string) {
  await page.goto(`${j.server.baseUrl}/home`);
  await csvRegion(page)
    .getByLabel('Import CSV')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await csvRegion(page).getByRole('region', { name: 'Import preview' }).waitFor();
}

/** The file without its created_at column (an import is created now, not when first added). */
/** The file's lines without created_at, the last column but one (copy_language trails it). */
function withoutCreatedAt(text: string): string[] {
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.replace(/,[^,]*(,[^,]*)$/, '$1'));
}

describe.skipIf(!hasChromium)('collection CSV export and import', () => {
  it('exports a collection and imports it into another account unchanged', async () => {
    const owner = await signedInPage('csv-owner');
    const binder = await callApi<{ id: number }>(owner.page, 'POST', '/api/binders', {
      name: 'Trades, "best"',
    });
    expect(binder.status).toBe(201);
    const created = await callApi(owner.page, 'POST', '/api/iOSUserCards/bulk', {
      products: [
        {
          product_id: 'swsh9-50',
          variant: 'reverse',
          quantity: 2,
          condition: 'LP',
          graded: true,
          grading_company: 'PSA',
          grade_score: 9.5,
          purchase_price: 12.5,
          purchased_on: '2025-12-24',
          binder_id: binder.body.id,
          notes: 'from a trade, "mint"\nsecond line',
        },
        { product_id: 'swsh12-186', variant: 'holo', copy_language: 'DE' },
        { product_id: 'en-sealed-e2e-1', wishlist: true },
        { product_id: 'ja-SV2a-025', condition: 'DMG' },
      ],
    });
    expect(created.status).toBe(201);

    const first = await exportCsv(owner.page);
    expect(first.split('\r\n')[0]).toBe(
      'product_id,product_name,set_name,number,language,variant,quantity,condition,graded,grading_company,grade_score,purchase_price,purchased_on,wishlist,binder,notes,created_at,copy_language',
    );
    expect(first).toMatch(/,Lugia V,.*,DE\r\n/);
    expect(first).toContain('"from a trade, ""mint""\nsecond line"');

    const other = await signedInPage('csv-importer');
    await chooseFile(other.page, 'collection.csv', first);
    const preview = csvRegion(other.page).getByRole('region', { name: 'Import preview' });
    expect(await preview.textContent()).toContain('Cardfolio format');
    expect(await preview.getByText('Matched: 4', { exact: true }).count()).toBe(1);
    expect(await preview.getByText('Unmatched: 0', { exact: true }).count()).toBe(1);
    expect(await preview.getByText('Errors: 0', { exact: true }).count()).toBe(1);
    expect(await preview.textContent()).toContain('Nothing is added until you press Import.');
    await csvRegion(other.page).getByRole('button', { name: 'Import 4 items' }).click();
    await csvRegion(other.page).getByText('Imported 4 items.').waitFor();

    const second = await exportCsv(other.page);
    expect(withoutCreatedAt(second)).toEqual(withoutCreatedAt(first));
    await owner.context.close();
    await other.context.close();
  });

  it('imports a TCGplayer app export, listing unmatched and bad rows by line', async () => {
    const { context, page } = await signedInPage('csv-tcgplayer');
    const file = [
      'Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,Language,Rarity,Product ID,SKU',
      '3,Lugia V,Lugia V,SWSH12: Silver Tempest,186/195,SIT,Holofoil,Near Mint Holofoil,English,Ultra Rare,,',
      '1,Missingno,Missingno,SWSH12: Silver Tempest,999/195,SIT,Normal,Near Mint,English,Rare,,',
      'many,Oddish,Oddish,SWSH12: Silver Tempest,1/195,SIT,Normal,Near Mint,English,Common,,',
    ].join('\n');
    await chooseFile(page, 'tcgplayer.csv', file);
    const preview = csvRegion(page).getByRole('region', { name: 'Import preview' });
    expect(await preview.textContent()).toContain('TCGplayer app format');
    expect(await preview.getByText('Matched: 1', { exact: true }).count()).toBe(1);
    expect(await preview.textContent()).toContain(
      'Line 3: no card numbered 999/195 in Silver Tempest',
    );
    expect(await preview.textContent()).toContain('Line 4: Quantity "many" must be 1 to 9999');
    await csvRegion(page).getByRole('button', { name: 'Import 1 item' }).click();
    await csvRegion(page).getByText('Imported 1 item.').waitFor();

    const items = await callApi(page, 'GET', '/api/iOSUserCards/');
    expect(items.body).toMatchObject([{ product_id: 'swsh12-186', quantity: 3, variant: 'holo' }]);
    await context.close();
  });

  it('previews a Dragon Shield file row by row and imports the row the user picked', async () => {
    const { context, page } = await signedInPage('csv-dragonshield');
    const file = [
      '"sep=;"',
      'Folder Name;Quantity;Trade Quantity;Card Name;Set Code;Set Name;Card Number;Condition;Printing;Language;Price Bought;Date Bought',
      'Trades;2;0;Lugia V;SIT;Silver Tempest;186/195;NearMint;Holo;English;3,50;2025-01-02',
      'Trades;1;0;Gloom;SIT;Silver Tempest;1/195;LightlyPlayed;Normal;English;;',
      'Trades;1;0;Mew;XYZ;Nowhere;1;NearMint;Normal;English;;',
      'Trades;lots;0;Oddish;SIT;Silver Tempest;1/195;NearMint;Normal;English;;',
    ].join('\r\n');
    await chooseFile(page, 'all-folders.csv', file);
    const preview = csvRegion(page).getByRole('region', { name: 'Import preview' });
    const text = await preview.textContent();
    expect(text).toContain('Dragon Shield format');
    expect(text).toContain('Line 3: 2 × Lugia V (Silver Tempest #186, holo)');
    expect(text).toContain('Line 5: no english set "Nowhere" in the catalog');
    expect(text).toContain('Line 6: quantity "lots" must be a whole number from 1 to 9999');
    expect(await preview.getByText('Ambiguous: 1', { exact: true }).count()).toBe(1);
    // Gloom is #2: number and name disagree, so the user picks the card.
    await preview
      .getByLabel(/^Line 4/)
      .selectOption({ label: 'Gloom (Silver Tempest #2, normal)' });
    await csvRegion(page).getByRole('button', { name: 'Import 2 items' }).click();
    await csvRegion(page).getByText('Imported 2 items.').waitFor();

    const items = await callApi<{ product_id: string; quantity: number; purchase_price: number }[]>(
      page,
      'GET',
      '/api/iOSUserCards/',
    );
    expect(items.body.map((item) => item.product_id).sort()).toEqual(['swsh12-186', 'swsh12-2']);
    expect(items.body.find((item) => item.product_id === 'swsh12-186')).toMatchObject({
      quantity: 2,
      purchase_price: 3.5,
    });
    await context.close();
  });
});
