import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInNewAccount } from './support/accounts.ts';
import { downloadedBytes, hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({ catalog: true, blockExternal: true });

/** Calls the API from the page, as the app does (session cookie plus CSRF header). */
async function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const doc = (globalThis as unknown as { document: { cookie: string } }).document;
      if (!doc.cookie.includes('cf_csrf=')) {
        await fetch('/api/csrf/restore', { credentials: 'include' });
      }
      const token = doc.cookie.match(/(?:^|; )cf_csrf=([^;]*)/)?.[1] ?? '';
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-csrf-token': decodeURIComponent(token),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    },
    { method, path, body },
  );
}

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });
const status = (page: Page) => yourData(page).getByTestId('your-data-status');

async function chooseExport(page: Page, name: string, buffer: Buffer) {
  await yourData(page)
    .getByLabel('Export file to restore')
    .setInputFiles({ name, mimeType: 'application/zip', buffer });
  const dialog = page.getByRole('dialog', { name: 'Replace your data with this file?' });
  expect(await dialog.textContent()).toContain('Sell requests, orders and share links stay');
  await dialog.getByRole('button', { name: 'Replace my data' }).click();
}

describe.skipIf(!hasChromium)('Your data on /profile', () => {
  it('downloads everything, restores it after a change, and refuses a cut-short file', async () => {
    const page = await j.newPage({ acceptDownloads: true });
    await signInNewAccount(page, j.server, 'account-export');
    const binder = await callApi(page, 'POST', '/api/binders', { name: 'Favourites' });
    const binderId = (JSON.parse(binder.body) as { id: number }).id;
    const created = await callApi(page, 'POST', '/api/iOSUserCards/bulk', {
      products: [
        { product_id: 'swsh9-50', variant: 'reverse', condition: 'LP', binder_id: binderId },
        { product_id: 'swsh12-186', variant: 'holo', notes: 'keep' },
      ],
    });
    expect(created.status).toBe(201);

    await page.goto(`${j.server.baseUrl}/profile`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      yourData(page).getByRole('button', { name: 'Download everything' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^cardfolio-account-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await downloadedBytes(download);
    await expect.poll(() => status(page).textContent()).toMatch(/^Downloaded \d+ KB\.$/);

    // The collection changes after the download; the restore brings the file's back.
    const items = await callApi(page, 'GET', '/api/iOSUserCards/');
    const ids = (JSON.parse(items.body) as { id: number }[]).map((item) => item.id);
    for (const id of ids) {
      expect((await callApi(page, 'DELETE', `/api/iOSUserCards/${id}`)).status).toBe(204);
    }
    // Escape keeps everything as it is.
    await yourData(page)
      .getByLabel('Export file to restore')
      .setInputFiles({ name: 'backup.zip', mimeType: 'application/zip', buffer: zip });
    const dialog = page.getByRole('dialog', { name: 'Replace your data with this file?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(JSON.parse((await callApi(page, 'GET', '/api/iOSUserCards/')).body)).toHaveLength(0);

    await chooseExport(page, download.suggestedFilename(), zip);
    await expect
      .poll(() => status(page).textContent())
      .toBe('Restored 2 items, 0 wishlist cards, 1 binder, 0 decks and 0 grading results.');
    const restored = JSON.parse((await callApi(page, 'GET', '/api/iOSUserCards/')).body) as {
      product_id: string;
      notes: string | null;
    }[];
    expect(restored.map((item) => item.product_id).sort()).toEqual(['swsh12-186', 'swsh9-50']);

    await chooseExport(page, 'cut.zip', zip.subarray(0, zip.length - 200));
    const alert = yourData(page).getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toMatch(/^Nothing was changed\. The file is not a complete ZIP archive/);
    expect(JSON.parse((await callApi(page, 'GET', '/api/iOSUserCards/')).body)).toHaveLength(2);
  });
});
