import { beforeAll, describe, expect, it } from 'vitest';
import { refreshLatestPrices } from '../src/server/prices/latest-prices.ts';
import { addPrice } from './fixtures/catalog/load-catalog.ts';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';
import {
  expectedItems,
  FIXTURE_LINES,
  readItems,
  typeQuickAddLines,
} from './support/quick-add-typing.ts';

const j = browserJourney({
  catalog: true,
  seed: async ({ app: { pool } }) => {
    await addPrice(pool, 'sv06-100', 12.5);
    await refreshLatestPrices(pool);
  },
  blockExternal: true,
  pagePer: 'file',
});

let userId = 0;
const box = () => j.page.getByRole('textbox', { name: 'Quick add a card' });
const panel = () => j.page.getByRole('region', { name: 'Quick add' });

describe.skipIf(!hasChromium)('collection: fast entry', () => {
  beforeAll(async () => {
    ({ userId } = await signInNewAccount(j.page, j.server, 'quick-adder'));
  });

  it('types 20 cards into the quick-add box and all of them land in the collection', async () => {
    await j.page.goto(`${j.server.baseUrl}/home`);
    const ms = await typeQuickAddLines(j.page, FIXTURE_LINES);
    console.log(
      `quick add: ${FIXTURE_LINES.length} typed cards saved in ${(ms / 1000).toFixed(1)} s`,
    );

    const items = await readItems(j.server.app.pool, userId);
    expect(items.map(({ variant: _, ...rest }) => rest)).toEqual(expectedItems(FIXTURE_LINES));
    const reverse = items.filter((item) => item.variant.split('/')[0] === 'reverse');
    expect(reverse.map((item) => item.product_id).sort()).toEqual(['swsh12-1', 'swsh9-50']);
    expect(await box().evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true);
  });

  it('names an unknown set, lists the cards of an ambiguous number to pick, and removes one', async () => {
    await box().pressSequentially('xyz 12');
    await box().press('Enter');
    await panel().getByRole('alert').getByText('No set matches "xyz"').waitFor();
    expect(await box().inputValue()).toBe('xyz 12');

    await box().fill('1 x2');
    await box().press('Enter');
    const choices = panel().getByRole('list', { name: 'Matching cards' }).getByRole('button');
    await choices.first().waitFor();
    const labels = await choices.allTextContents();
    expect(labels).toHaveLength(2);
    expect(labels.join()).toMatch(/Oddish.*Clefable|Clefable.*Oddish/);
    // The arrow keys walk the list round (two steps per lap) to Clefable; Enter picks it.
    const clefable = labels.findIndex((label) => label.includes('Clefable'));
    for (let step = 0; step < clefable + labels.length; step++) {
      await box().press('ArrowDown');
    }
    await box().press('Enter');
    const added = panel().getByRole('list', { name: 'Quick-added cards' }).locator('li').first();
    await added.getByText('Added').waitFor();
    expect(await added.textContent()).toContain('Clefable');
    expect(await box().inputValue()).toBe('');

    await added.getByRole('button', { name: 'Remove' }).click();
    await added.getByText('Removed').waitFor();
    const rows = await readItems(j.server.app.pool, userId);
    expect(rows.filter((row) => row.product_id === 'base2-1' && row.quantity === 2)).toEqual([]);
  });

  it('adds with one click from the set grid and the search modal, and puts the add form under the title', async () => {
    await j.page.goto(`${j.server.baseUrl}/sets/swsh12`);
    await j.page.getByRole('button', { name: 'Quick add Lugia V to your collection' }).click();
    await j.page.getByText('Lugia V added to your collection').waitFor();

    await j.page.getByRole('button', { name: 'Search', exact: true }).click();
    await j.page.getByRole('combobox', { name: 'Search cards and sets' }).fill('greninja');
    const suggestion = j.page.getByRole('option', { name: /Greninja ex/ });
    expect(await suggestion.textContent()).toContain('$12.50');
    await j.page.getByRole('button', { name: 'Quick add Greninja ex to your collection' }).click();
    await j.page.getByText('Greninja ex added to your collection').waitFor();
    const rows = await readItems(j.server.app.pool, userId);
    expect(rows.filter((row) => row.product_id === 'sv06-100' && row.quantity === 1)).toHaveLength(
      2,
    );

    await j.page.goto(`${j.server.baseUrl}/card/swsh9-50`);
    const form = j.page.getByRole('form', { name: 'Add Pikachu' });
    await form.waitFor();
    const formTop = (await form.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    const price = j.page.getByRole('region', { name: 'Market price' });
    const priceTop = (await price.boundingBox())?.y ?? 0;
    expect(formTop).toBeLessThan(priceTop);
    await j.page.setViewportSize({ width: 390, height: 844 });
    const phoneFormTop = (await form.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
    expect(phoneFormTop).toBeLessThan((await price.boundingBox())?.y ?? 0);
    await j.page.setViewportSize({ width: 1280, height: 900 });
  });

  it('sends a signed-out visitor to sign in from a quick-add button', async () => {
    const visitor = await j.newPage();
    await visitor.goto(`${j.server.baseUrl}/sets/swsh9`);
    await visitor.getByRole('button', { name: 'Quick add Pikachu to your collection' }).click();
    await visitor.waitForURL(/\/login\?redirectToPath=%2Fsets%2Fswsh9/);
  });
});
