import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REFETCH_ON_FOCUS_AFTER_MS } from '../src/web/features/collection/sync/sync-timing.ts';
import { signInNewAccount, waitForCollectionTotal } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

// Issue 34: sync you can see. One journey, two tabs of one browser.
const j = browserJourney({ catalog: true, blockExternal: true });

const status = (page: Page) => page.getByTestId('sync-status');
const statusText = (page: Page) => status(page).innerText();
const item = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Collection items' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
const quantityShown = (page: Page, name: string) =>
  item(page, name).getByTitle('Quantity').textContent();

async function editQuantity(page: Page, name: string, quantity: string) {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await dialog.getByLabel('Quantity').fill(quantity);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  return dialog;
}

async function quantityStored(id: number | undefined): Promise<number> {
  const { rows } = await j.server.app.pool.query<{ quantity: number }>(
    'SELECT quantity FROM user_products WHERE id = $1',
    [id],
  );
  return rows[0]?.quantity ?? -1;
}

/** Fails every request of this method to an item at the network, as a dropped connection does. */
async function dropWrites(page: Page, method: string) {
  await page.route('**/api/iOSUserCards/*', (route) =>
    route.request().method() === method ? route.abort('internetdisconnected') : route.continue(),
  );
}

describe.skipIf(!hasChromium)('sync you can see (issue 34)', () => {
  it('keeps a failed save with Retry and Discard, tells the other tab, and names an overwrite, refetches on focus', {
    timeout: 120_000,
  }, async () => {
    const a = j.page;
    const { itemIds } = await signInNewAccount(a, j.server, 'syncer', {
      items: [{ productId: 'swsh9-50' }, { productId: 'swsh9-123', variant: 'holo' }],
    });
    const [pikachuId, charizardId] = itemIds;
    await waitForCollectionTotal(a);
    // Before any edit, the time of the collection's latest change.
    expect(await statusText(a)).toMatch(/^All changes saved · \d/);

    // A save that cannot reach the server stays visible as unsaved, with its values.
    await dropWrites(a, 'PUT');
    const dialog = await editQuantity(a, 'Pikachu', '4');
    await dialog.getByRole('alert').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => statusText(a)).toContain('1 change not saved');
    const unsaved = a.getByTestId('unsaved-change');
    // Only what the edit changes, and why it is not saved.
    expect(await unsaved.innerText()).toMatch(
      /^Edit of Pikachu: quantity 4\b[^(]*\(No connection to the server\)/,
    );

    // It survives moving around the app and a reload of the tab.
    await a.getByRole('link', { name: 'Decks' }).click();
    await a.waitForURL('**/decks');
    await a.goBack();
    await expect.poll(() => statusText(a)).toContain('1 change not saved');
    await a.reload();
    await waitForCollectionTotal(a);
    await expect.poll(() => statusText(a)).toContain('1 change not saved');
    expect(await quantityStored(pikachuId)).toBe(1);

    // Back online, Retry sends the same change: saved, and the list shows it.
    await a.unrouteAll();
    await status(a).getByRole('button', { name: 'Retry all unsaved changes' }).click();
    await expect.poll(() => statusText(a)).toMatch(/^All changes saved · \d/);
    expect(await quantityStored(pikachuId)).toBe(4);
    await expect.poll(() => quantityShown(a, 'Pikachu')).toBe('×4');

    // A failed delete is kept too; Discard drops it and the item stays, as on the server.
    await dropWrites(a, 'DELETE');
    await a.getByRole('button', { name: 'Delete Charizard VSTAR' }).click();
    await a
      .getByRole('dialog', { name: 'Delete Charizard VSTAR?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(() => unsaved.innerText()).toContain('Delete of Charizard VSTAR');
    await unsaved.getByRole('button', { name: 'Discard Delete of Charizard VSTAR' }).click();
    await expect.poll(() => statusText(a)).toMatch(/^All changes saved/);
    await item(a, 'Charizard VSTAR').waitFor();
    expect(await quantityStored(charizardId)).toBe(1);
    await a.unrouteAll();

    // Two tabs: an edit in one is told in the other, whose view refreshes.
    const b = await j.context.newPage();
    await b.goto(`${j.server.baseUrl}/home`);
    await waitForCollectionTotal(b);
    await (await editQuantity(a, 'Charizard VSTAR', '2')).waitFor({ state: 'detached' });
    await b.getByText('Charizard VSTAR was changed in another tab').waitFor();
    await expect.poll(() => quantityShown(b, 'Charizard VSTAR')).toBe('×2');

    // Another device changes it; tab A has not seen that. A's later edit wins, and A is told.
    await j.server.app.pool.query(
      'UPDATE user_products SET quantity = 7, updated_at = now() WHERE id = $1',
      [charizardId],
    );
    await (await editQuantity(a, 'Charizard VSTAR', '3')).waitFor({ state: 'detached' });
    await a
      .getByText(
        'Charizard VSTAR had been changed elsewhere since this page read it; your edit replaced that change',
      )
      .waitFor();
    expect(await quantityStored(charizardId)).toBe(3);
    await expect.poll(() => quantityShown(b, 'Charizard VSTAR')).toBe('×3');

    // A tab brought back to the front reads the collection again once its copy is a while old.
    await j.server.app.pool.query(
      'UPDATE user_products SET quantity = 8, updated_at = now() WHERE id = $1',
      [charizardId],
    );
    await b.waitForTimeout(REFETCH_ON_FOCUS_AFTER_MS + 200);
    await b.evaluate("window.dispatchEvent(new Event('focus'))");
    await expect.poll(() => quantityShown(b, 'Charizard VSTAR')).toBe('×8');
    await b.close();
  });
});
