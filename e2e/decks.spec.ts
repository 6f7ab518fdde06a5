import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importDeckCatalog } from '../src/server/decks/test-fixtures/deck-test-kit.ts';
import { blockExternalRequests } from './fixtures/catalog/load-catalog.ts';
import { type RunningApp, startAppServer } from './support/app-server.ts';
import { createVerifiedAccount, signInVerified } from './support/auth-flows.ts';
import { AUTH_TEST_CONFIG, uniqueEmail } from './support/auth-mail.ts';
import { hasChromium, launchBrowser } from './support/browser.ts';
import { addPriceSeries, findUserId, insertItems } from './support/collection-seed.ts';

let server: RunningApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const status = () => page.getByRole('region', { name: 'Deck check' }).getByRole('status');

async function addBySearch(query: string, label: string, count: number) {
  const panel = page.getByRole('region', { name: 'Add cards' });
  await panel.getByLabel('Search cards').fill(query);
  await panel.getByRole('button', { name: `Add ${label}` }).click();
  const countBox = page.getByRole('spinbutton', { name: `Count of ${label}` });
  await countBox.waitFor();
  await countBox.fill(String(count));
  await countBox.press('Enter');
  await expect.poll(() => countBox.inputValue()).toBe(String(count));
}

describe.skipIf(!hasChromium)('decks (/decks)', () => {
  beforeAll(async () => {
    server = await startAppServer({
      ...AUTH_TEST_CONFIG,
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    });
    await importDeckCatalog(server.app.pool);
    await addPriceSeries(server.app.pool, { id: 'sv08-057' }, 2, () => 3.5);
    await addPriceSeries(server.app.pool, { id: 'sve-004' }, 2, () => 0.1);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await blockExternalRequests(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('builds a legal deck, exports it and imports it back', async () => {
    const email = uniqueEmail('decks');
    await createVerifiedAccount(server, email);
    const userId = await findUserId(server.app.pool, email);
    await signInVerified(page, server, email);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Decks' })
      .click();
    await page.waitForURL('**/decks');
    const newDeck = page.getByRole('form', { name: 'New deck' });
    await newDeck.getByLabel('Deck name').fill('Pikachu Rush');
    await newDeck.getByRole('button', { name: 'Create deck' }).click();
    await page.waitForURL(/\/decks\/\d+$/);
    await page.getByRole('heading', { name: 'Pikachu Rush' }).waitFor();

    await addBySearch('Pikachu ex', 'Pikachu ex SSP 57', 4);
    const problems = page.getByRole('list', { name: 'Deck problems' });
    await expect
      .poll(() => problems.textContent())
      .toBe('The deck has 4 cards; it needs exactly 60.');
    expect(await status().textContent()).toContain('Not legal in Standard: 1 problem');
    await addBySearch('Lightning Energy', 'Lightning Energy SVE 4', 56);
    await expect.poll(() => status().textContent()).toContain('Legal in Standard');
    expect(await page.getByTestId('deck-missing').textContent()).toBe(
      'Missing 60 cards: $19.60 to complete.',
    );
    await page.getByRole('button', { name: 'Add missing to wishlist' }).click();
    await page.getByText('Added 60 cards to your wishlist.').waitFor();
    const { rows } = await server.app.pool.query(
      'SELECT product_id, quantity FROM user_products WHERE user_id = $1 AND wishlist ORDER BY 1',
      [userId],
    );
    expect(rows).toEqual([
      { product_id: 'sv08-057', quantity: 4 },
      { product_id: 'sve-004', quantity: 56 },
    ]);

    await page.getByRole('button', { name: 'Export for PTCG Live' }).click();
    const exported = page.getByLabel('Exported list');
    await expect.poll(() => exported.inputValue()).toContain('Total Cards: 60');
    const text = await exported.inputValue();
    expect(text).toContain('Pokémon: 4\n4 Pikachu ex SSP 57');
    expect(text).toContain('Energy: 56\n56 Lightning Energy SVE 4');

    await page.getByRole('link', { name: '← All decks' }).click();
    const importForm = page.getByRole('form', { name: 'Import a deck' });
    await importForm.getByLabel('Deck name').fill('Pikachu Rush again');
    await importForm.getByLabel('Deck list').fill(`${text}1 Mewtwo XYZ 1\n`);
    await importForm.getByRole('button', { name: 'Import deck' }).click();
    const notImported = page.getByRole('list', { name: 'Lines not imported' });
    await notImported.waitFor();
    expect(await notImported.textContent()).toContain('1 Mewtwo XYZ 1');
    expect(await notImported.textContent()).toContain('no card XYZ 1 in the catalog');
    await page.getByRole('link', { name: 'Pikachu Rush again' }).first().click();
    await page.getByRole('heading', { name: 'Pikachu Rush again' }).waitFor();
    await expect.poll(() => status().textContent()).toContain('Legal in Standard');
    const counts = page.getByRole('region', { name: 'Deck cards' }).getByRole('spinbutton');
    expect(
      await counts.evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-label'))),
    ).toEqual(['Count of Pikachu ex SSP 57', 'Count of Lightning Energy SVE 4']);
    expect([await counts.nth(0).inputValue(), await counts.nth(1).inputValue()]).toEqual([
      '4',
      '56',
    ]);
  });

  it('adds owned cards from the collection, renames, duplicates and deletes a deck', async () => {
    await context.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await blockExternalRequests(page);
    const email = uniqueEmail('decks-own');
    await createVerifiedAccount(server, email);
    const userId = await findUserId(server.app.pool, email);
    await insertItems(server.app.pool, userId, [{ productId: 'sv08-238', quantity: 3 }]);
    await signInVerified(page, server, email);
    await page.goto(`${server.baseUrl}/decks`);
    const newDeck = page.getByRole('form', { name: 'New deck' });
    await newDeck.getByLabel('Deck name').fill('From binder');
    await newDeck.getByLabel('Format').selectOption('expanded');
    await newDeck.getByRole('button', { name: 'Create deck' }).click();
    await page.waitForURL(/\/decks\/\d+$/);

    await page.getByRole('button', { name: 'From your collection' }).click();
    await page.getByRole('button', { name: 'Add Pikachu ex SSP 238' }).click();
    const row = page.getByRole('listitem', { name: 'Pikachu ex SSP 238' });
    await row.waitFor();
    await page.getByRole('button', { name: 'One more Pikachu ex SSP 238' }).click();
    await expect.poll(() => row.textContent()).toContain('owned 2/2');
    expect(await status().textContent()).toContain('Not legal in Expanded');

    await page.getByLabel('Deck name').fill('Binder deck');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('heading', { name: 'Binder deck' }).waitFor();
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await page.getByRole('heading', { name: 'Binder deck (copy)' }).waitFor();
    expect(
      await page.getByRole('listitem', { name: 'Pikachu ex SSP 238' }).textContent(),
    ).toContain('owned 2/2');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/decks');
    const names = page.getByRole('list', { name: 'Your decks' }).getByRole('link');
    await expect.poll(() => names.allTextContents()).toEqual(['Binder deck']);
  });
});
