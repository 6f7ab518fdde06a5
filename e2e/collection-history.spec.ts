import { describe, expect, it } from 'vitest';
import { signInNewAccount } from './support/accounts.ts';
import { hasChromium } from './support/browser.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({ catalog: true, blockExternal: true });

const items = () => j.page.getByRole('region', { name: 'Collection items' }).getByRole('article');
const itemNames = () =>
  items().evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')));

async function quantityOf(userId: number, productId: string) {
  const { rows } = await j.server.app.pool.query<{ quantity: number }>(
    'SELECT quantity FROM user_products WHERE user_id = $1 AND product_id = $2',
    [userId, productId],
  );
  return rows[0]?.quantity;
}

describe.skipIf(!hasChromium)('collection history, undo and trash', () => {
  it('undoes an edit from its toast, shows the item’s history, and restores a deleted item from the trash', async () => {
    const { userId } = await signInNewAccount(j.page, j.server, 'historian', {
      items: [{ productId: 'swsh9-50' }, { productId: 'swsh9-123', variant: 'holo' }],
    });
    await items().first().waitFor();

    // Edit, then Undo from the toast that confirms it.
    await j.page.getByRole('button', { name: 'Edit Pikachu', exact: true }).click();
    const dialog = j.page.getByRole('dialog', { name: 'Edit Pikachu' });
    await dialog.getByLabel('Quantity').fill('3');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => quantityOf(userId, 'swsh9-50')).toBe(3);
    const toast = j.page.getByRole('alert').filter({ hasText: 'Pikachu updated' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => quantityOf(userId, 'swsh9-50')).toBe(1);
    await j.page.getByText('Change undone').waitFor();

    // The item's history: the undo, the edit and the add (the seed's insert), newest first.
    await j.page.getByRole('button', { name: 'Edit Pikachu', exact: true }).click();
    await dialog.getByText('History', { exact: true }).click();
    const changes = dialog
      .getByRole('list', { name: 'Changes of this item' })
      .getByRole('listitem');
    await expect.poll(() => changes.count()).toBe(3);
    expect(await changes.nth(0).textContent()).toContain('Edited by an undo');
    expect(await changes.nth(0).textContent()).toContain('Quantity 3 → 1');
    expect(await changes.nth(1).textContent()).toContain('Edited by hand');
    expect(await changes.nth(2).textContent()).toContain('Added by hand');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Delete, then restore from the trash with the same id.
    const { rows } = await j.server.app.pool.query<{ id: number }>(
      `SELECT id FROM user_products WHERE user_id = $1 AND product_id = 'swsh9-123'`,
      [userId],
    );
    await j.page.getByRole('button', { name: 'Delete Charizard VSTAR' }).click();
    await j.page
      .getByRole('dialog', { name: 'Delete Charizard VSTAR?' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect.poll(itemNames).toEqual(['Pikachu']);
    await j.page.getByRole('link', { name: 'Trash', exact: true }).click();
    await j.page.waitForURL('**/home/trash');
    const entry = j.page
      .getByRole('list', { name: 'Deleted items and binders' })
      .getByRole('listitem')
      .filter({ hasText: 'Charizard VSTAR' });
    await entry.getByRole('button', { name: 'Restore' }).click();
    await j.page.getByText('The trash is empty.').waitFor();
    const back = await j.server.app.pool.query(
      `SELECT id FROM user_products WHERE user_id = $1 AND product_id = 'swsh9-123'`,
      [userId],
    );
    expect(back.rows).toEqual(rows);

    // The activity list shows the restore, the delete, the undo and the edit (and the seed) as batches.
    await j.page.getByRole('link', { name: 'Activity', exact: true }).click();
    await j.page.waitForURL('**/home/activity');
    const batches = j.page.getByRole('list', { name: 'Change batches' }).getByRole('listitem');
    await expect.poll(() => batches.count()).toBeGreaterThanOrEqual(5);
    const texts = await batches.allTextContents();
    expect(texts[0]).toContain('Restored: 1 item from the trash');
    expect(texts[1]).toContain('Deleted: 1 item by hand');
    expect(texts[2]).toContain('Edited: 1 item by an undo');
    expect(texts[3]).toContain('Edited: 1 item by hand');
    expect(texts[3]).toContain('Undone');
    await j.page.getByRole('link', { name: 'Back to your collection' }).click();
    await expect.poll(itemNames).toEqual(expect.arrayContaining(['Pikachu', 'Charizard VSTAR']));
  });
});
