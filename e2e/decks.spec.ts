import { describe, expect, it } from 'vitest';
import { importDeckCatalog } from '../src/server/decks/test-fixtures/deck-test-kit.ts';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { addPriceSeries } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  seed: async ({ app: { pool } }) => {
    await importDeckCatalog(pool);
    await addPriceSeries(pool, { id: 'sv08-057' }, 2, () => 3.5);
    await addPriceSeries(pool, { id: 'sve-004' }, 2, () => 0.1);
  },
  blockExternal: true,
});

const status = () => j.page.getByRole('region', { name: 'Deck check' }).getByRole('status');

async function addBySearch(query: string, label: string, count: number) {
  const panel = j.page.getByRole('region', { name: 'Add cards' });
  await panel.getByLabel('Search cards').fill(query);
  await panel.getByRole('button', { name: `Add ${label}` }).click();
  const countBox = j.page.getByRole('spinbutton', { name: `Count of ${label}` });
  await countBox.waitFor();
  await countBox.fill(String(count));
  await countBox.press('Enter');
  await expect.poll(() => countBox.inputValue()).toBe(String(count));
}

describe.skipIf(!hasChromium)('decks (/decks)', () => {
  it('builds a legal deck, exports it and imports it back', async () => {
    const { userId } = await signInNewAccount(j.page, j.server, 'decks');

    await j.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Decks' })
      .click();
    await j.page.waitForURL('**/decks');
    const newDeck = j.page.getByRole('form', { name: 'New deck' });
    await newDeck.getByLabel('Deck name').fill('Pikachu Rush');
    await newDeck.getByRole('button', { name: 'Create deck' }).click();
    await j.page.waitForURL(/\/decks\/\d+$/);
    await j.page.getByRole('heading', { name: 'Pikachu Rush' }).waitFor();

    await addBySearch('Pikachu ex', 'Pikachu ex SSP 57', 4);
    const problems = j.page.getByRole('list', { name: 'Deck problems' });
    await expect
      .poll(() => problems.textContent())
      .toBe('The deck has 4 cards; it needs exactly 60.');
    expect(await status().textContent()).toContain('Not legal in Standard: 1 problem');
    await addBySearch('Lightning Energy', 'Lightning Energy SVE 4', 56);
    await expect.poll(() => status().textContent()).toContain('Legal in Standard');
    expect(await j.page.getByTestId('deck-missing').textContent()).toBe(
      'Missing 60 cards: $19.60 to complete.',
    );
    await j.page.getByRole('button', { name: 'Add missing to wishlist' }).click();
    await j.page.getByText('Added 60 cards to your wishlist.').waitFor();
    const { rows } = await j.server.app.pool.query(
      'SELECT product_id, quantity FROM user_products WHERE user_id = $1 AND wishlist ORDER BY 1',
      [userId],
    );
    expect(rows).toEqual([
      { product_id: 'sv08-057', quantity: 4 },
      { product_id: 'sve-004', quantity: 56 },
    ]);

    await j.page.getByRole('button', { name: 'Export for PTCG Live' }).click();
    const exported = j.page.getByLabel('Exported list');
    await expect.poll(() => exported.inputValue()).toContain('Total Cards: 60');
    const text = await exported.inputValue();
    expect(text).toContain('Pokémon: 4\n4 Pikachu ex SSP 57');
    expect(text).toContain('Energy: 56\n56 Lightning Energy SVE 4');

    await j.page.getByRole('link', { name: '← All decks' }).click();
    const importForm = j.page.getByRole('form', { name: 'Import a deck' });
    await importForm.getByLabel('Deck name').fill('Pikachu Rush again');
    await importForm.getByLabel('Deck list').fill(`${text}1 Mewtwo XYZ 1\n`);
    await importForm.getByRole('button', { name: 'Import deck' }).click();
    const notImported = j.page.getByRole('list', { name: 'Lines not imported' });
    await notImported.waitFor();
    expect(await notImported.textContent()).toContain('1 Mewtwo XYZ 1');
    expect(await notImported.textContent()).toContain('no card XYZ 1 in the catalog');
    await j.page.getByRole('link', { name: 'Pikachu Rush again' }).first().click();
    await j.page.getByRole('heading', { name: 'Pikachu Rush again' }).waitFor();
    await expect.poll(() => status().textContent()).toContain('Legal in Standard');
    const counts = j.page.getByRole('region', { name: 'Deck cards' }).getByRole('spinbutton');
    expect(
      await counts.evaluateAll((inputs) => inputs.map((i) => i.getAttribute('aria-label'))),
    ).toEqual(['Count of Pikachu ex SSP 57', 'Count of Lightning Energy SVE 4']);
    expect([await counts.nth(0).inputValue(), await counts.nth(1).inputValue()]).toEqual([
      '4',
      '56',
    ]);
  });

  it('adds owned cards from the collection, renames, duplicates and deletes a deck', async () => {
    await signInNewAccount(j.page, j.server, 'decks-own', {
      items: [{ productId: 'sv08-238', quantity: 3 }],
    });
    await j.page.goto(`${j.server.baseUrl}/decks`);
    const newDeck = j.page.getByRole('form', { name: 'New deck' });
    await newDeck.getByLabel('Deck name').fill('From binder');
    await newDeck.getByLabel('Format').selectOption('expanded');
    await newDeck.getByRole('button', { name: 'Create deck' }).click();
    await j.page.waitForURL(/\/decks\/\d+$/);

    await j.page.getByRole('button', { name: 'From your collection' }).click();
    await j.page.getByRole('button', { name: 'Add Pikachu ex SSP 238' }).click();
    const row = j.page.getByRole('listitem', { name: 'Pikachu ex SSP 238' });
    await row.waitFor();
    await j.page.getByRole('button', { name: 'One more Pikachu ex SSP 238' }).click();
    await expect.poll(() => row.textContent()).toContain('owned 2/2');
    expect(await status().textContent()).toContain('Not legal in Expanded');

    await j.page.getByLabel('Deck name').fill('Binder deck');
    await j.page.getByRole('button', { name: 'Rename' }).click();
    await j.page.getByRole('heading', { name: 'Binder deck' }).waitFor();
    await j.page.getByRole('button', { name: 'Duplicate' }).click();
    await j.page.getByRole('heading', { name: 'Binder deck (copy)' }).waitFor();
    expect(
      await j.page.getByRole('listitem', { name: 'Pikachu ex SSP 238' }).textContent(),
    ).toContain('owned 2/2');
    j.page.once('dialog', (dialog) => void dialog.accept());
    await j.page.getByRole('button', { name: 'Delete' }).click();
    await j.page.waitForURL('**/decks');
    const names = j.page.getByRole('list', { name: 'Your decks' }).getByRole('link');
    await expect.poll(() => names.allTextContents()).toEqual(['Binder deck']);
  });
});
