import { describe, expect, it } from 'vitest';
import { createAccount, waitForCollectionTotal } from './support/accounts.ts';
import { signInVerified } from './support/auth-flows.ts';
import { hasChromium } from './support/browser.ts';
import { addPriceSeries, insertItems } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({
  catalog: true,
  seed: async (server) => {
    await addPriceSeries(server.app.pool, { id: 'swsh9-50' }, 10, () => 12);
    await addPriceSeries(server.app.pool, { id: 'swsh9-123', variant: 'holo' }, 10, () => 40);
  },
  blockExternal: true,
});

const binderBar = () => j.page.getByRole('navigation', { name: 'Binders' });
/** Undo in the toast that confirms a change (ADR 074). */
const undoFromToast = (text: string) =>
  j.page.getByRole('alert').filter({ hasText: text }).getByRole('button', { name: 'Undo' }).click();
const binderButton = (name: RegExp) => binderBar().getByRole('button', { name });
const itemNames = () =>
  j.page
    .getByRole('region', { name: 'Collection items' })
    .getByRole('article')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

async function binderOf(userId: number, productId: string): Promise<number | null> {
  const { rows } = await j.server.app.pool.query(
    'SELECT binder_id FROM user_products WHERE user_id = $1 AND product_id = $2',
    [userId, productId],
  );
  return rows[0]?.binder_id ?? null;
}

/** A user with Pikachu ($12 x 2), Charizard VSTAR ($40) and a 10-item "Bulk binder". */
async function signInCollector(): Promise<{ userId: number; bulkId: number }> {
  const { email, userId } = await createAccount(j.server, 'binders');
  const { rows } = await j.server.app.pool.query<{ id: number }>(
    `INSERT INTO binders (user_id, name) VALUES ($1, 'Bulk binder') RETURNING id`,
    [userId],
  );
  const bulkId = rows[0]?.id as number;
  await insertItems(j.server.app.pool, userId, [
    { productId: 'swsh9-50', quantity: 2 },
    { productId: 'swsh9-123', variant: 'holo' },
    ...Array.from({ length: 10 }, (_, i) => ({
      productId: 'swsh12-2',
      quantity: i + 1,
      binderId: bulkId,
    })),
  ]);
  await signInVerified(j.page, j.server, email);
  await waitForCollectionTotal(j.page);
  return { userId, bulkId };
}

describe.skipIf(!hasChromium)('collection binders (/home)', () => {
  it('creates, renames and selects a binder, moves an item in, and deletes it', async () => {
    const { userId } = await signInCollector();
    expect(await binderButton(/^All items/).getAttribute('aria-pressed')).toBe('true');
    expect(await binderButton(/^All items/).textContent()).toContain('12 items · $64.00');

    await binderBar().getByRole('button', { name: 'New binder' }).click();
    const create = j.page.getByRole('dialog', { name: 'New binder' });
    await create.getByRole('button', { name: 'Create binder' }).click();
    await create.getByRole('alert').getByText('name is required').waitFor();
    await create.getByLabel('Binder name').fill('Trade binder');
    await create.getByRole('button', { name: 'Create binder' }).click();
    await create.waitFor({ state: 'detached' });
    await j.page.getByText('Created binder Trade binder').waitFor();
    // The new binder is selected and empty.
    await expect
      .poll(() => binderButton(/^Trade binder/).getAttribute('aria-pressed'))
      .toBe('true');
    await j.page.waitForURL(/\/home\?binder=\d+$/);
    await j.page.getByText('No items match these filters.').waitFor();
    expect(await binderButton(/^Trade binder/).textContent()).toContain('0 items · $0.00');

    await binderBar().getByRole('button', { name: 'Rename binder' }).click();
    const rename = j.page.getByRole('dialog', { name: 'Rename Trade binder' });
    await rename.getByLabel('Binder name').fill('Holo binder');
    await rename.getByRole('button', { name: 'Save name' }).click();
    await binderButton(/^Holo binder/).waitFor();
    expect(await binderButton(/^Trade binder/).count()).toBe(0);
    await j.page.getByText('Renamed Trade binder to Holo binder').waitFor();

    // Back to everything: pick Pikachu and move it into the binder (once undone from its toast).
    await binderButton(/^All items/).click();
    await j.page.waitForURL(/\/home$/);
    const selection = j.page.getByRole('region', { name: 'Selected items' });
    const moveIn = async () => {
      await j.page.getByRole('checkbox', { name: 'Select Pikachu' }).check();
      expect(await selection.textContent()).toContain('1 item selected');
      await selection.getByLabel('Binder').selectOption({ label: 'Holo binder' });
      await selection.getByRole('button', { name: 'Move to binder' }).click();
      await j.page.getByText('Moved 1 item to Holo binder').waitFor();
      await selection.waitFor({ state: 'detached' });
    };
    await moveIn();
    await expect.poll(() => binderOf(userId, 'swsh9-50')).not.toBeNull();
    await undoFromToast('Moved 1 item to Holo binder');
    await expect.poll(() => binderOf(userId, 'swsh9-50')).toBeNull();
    await j.page.getByText('Change undone').waitFor();
    await expect
      .poll(() => binderButton(/^Holo binder/).textContent())
      .toContain('0 items · $0.00');
    await moveIn();
    await expect
      .poll(() => binderButton(/^Holo binder/).textContent())
      .toContain('1 item · $24.00');
    const holoId = await binderOf(userId, 'swsh9-50');
    expect(holoId).not.toBeNull();

    await binderButton(/^Holo binder/).click();
    await j.page.waitForURL(`**/home?binder=${holoId}`);
    await expect.poll(itemNames).toEqual(['Pikachu']);
    await j.page.getByText('Holo binder value').waitFor();

    // Deleting the selected binder clears the selection; the item stays, in no binder.
    await binderBar().getByRole('button', { name: 'Delete binder' }).click();
    const confirm = j.page.getByRole('dialog', { name: 'Delete Holo binder?' });
    await confirm.getByRole('button', { name: 'Delete binder' }).click();
    await binderButton(/^Holo binder/).waitFor({ state: 'detached' });
    await expect.poll(() => binderButton(/^All items/).getAttribute('aria-pressed')).toBe('true');
    await j.page.waitForURL(/\/home$/);
    await expect.poll(() => itemNames().then((names) => names.includes('Pikachu'))).toBe(true);
    expect(await binderOf(userId, 'swsh9-50')).toBeNull();
  });

  it('shows a binder as a 3 x 3 pocket page and files a card into an empty pocket', async () => {
    const { bulkId } = await signInCollector();
    await binderButton(/^Bulk binder/).click();
    await j.page.waitForURL(`**/home?binder=${bulkId}`);
    expect(await binderButton(/^Bulk binder/).textContent()).toContain('10 items');
    await j.page
      .getByRole('group', { name: 'Layout' })
      .getByRole('button', { name: 'Binder pages' })
      .click();
    await j.page.waitForURL(`**/home?binder=${bulkId}&view=binder`);

    // No copy is in a pocket yet: an empty page, the ten copies waiting below it.
    const first = j.page.getByRole('region', { name: /^Bulk binder, page 1 of/ });
    await j.page.getByRole('region', { name: 'Bulk binder, page 1 of 1' }).waitFor();
    await first.waitFor();
    const pockets = first.locator('.binder-pages__pockets > li');
    expect(await pockets.count()).toBe(9);
    const empties = first.getByText(/^Empty pocket \d$/);
    expect(await empties.count()).toBe(9);
    const tray = first.getByRole('region', { name: 'Not in a pocket yet' });
    expect(await tray.getByRole('listitem', { name: 'Gloom' }).count()).toBe(10);

    const fillPocket5 = async () => {
      await tray.getByRole('button', { name: 'Move' }).first().click();
      await first.getByRole('button', { name: 'Put Gloom in pocket 5' }).click();
      await first
        .getByRole('list', { name: 'Page 1' })
        .getByRole('listitem', { name: 'Gloom' })
        .waitFor();
      expect(await empties.count()).toBe(8);
      expect(await tray.getByRole('listitem', { name: 'Gloom' }).count()).toBe(9);
    };
    await fillPocket5();
    // The toast that confirms the pocket move takes it back in one click.
    await undoFromToast('Moved Gloom to Bulk binder, page 1, pocket 5');
    await expect.poll(() => empties.count()).toBe(9);
    expect(await tray.getByRole('listitem', { name: 'Gloom' }).count()).toBe(10);
    const { rows } = await j.server.app.pool.query(
      'SELECT count(*)::int AS n FROM user_products WHERE binder_id = $1 AND binder_pocket IS NOT NULL',
      [bulkId],
    );
    expect(rows[0]?.n).toBe(0);
    await fillPocket5();

    // A deep link opens the same binder view.
    await j.page.reload();
    await j.page.getByRole('region', { name: 'Bulk binder, page 1 of 2' }).waitFor();
    const filed = j.page.getByRole('list', { name: 'Page 1' });
    expect(await filed.getByRole('listitem', { name: 'Gloom' }).count()).toBe(1);
    expect(await binderButton(/^Bulk binder/).getAttribute('aria-pressed')).toBe('true');
  });
});
