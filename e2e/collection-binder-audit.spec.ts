import { describe, expect, it } from 'vitest';
import { createAccount, waitForCollectionTotal } from './support/accounts.ts';
import { signInVerified } from './support/auth-flows.ts';
import { hasChromium } from './support/browser.ts';
import { insertItems } from './support/collection-seed.ts';
import { browserJourney } from './support/journey.ts';

const j = browserJourney({ catalog: true, blockExternal: true });

/** A collector with a "Vintage" binder: three copies filed in pockets 1-3 of page 1. */
async function signInWithFiledBinder() {
  const { email, userId } = await createAccount(j.server, 'audit');
  const pool = j.server.app.pool;
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO binders (user_id, name) VALUES ($1, 'Vintage') RETURNING id`,
    [userId],
  );
  const binderId = rows[0]?.id as number;
  const ids = await insertItems(
    pool,
    userId,
    ['swsh9-50', 'swsh9-123', 'swsh12-2'].map((productId) => ({ productId, binderId })),
  );
  for (const [index, id] of ids.entries()) {
    await pool.query('UPDATE user_products SET binder_page = 1, binder_pocket = $2 WHERE id = $1', [
      id,
      index + 1,
    ]);
  }
  await signInVerified(j.page, j.server, email);
  await waitForCollectionTotal(j.page);
  return { binderId, ids };
}

const pocketOf = async (id: number) =>
  (await j.server.app.pool.query('SELECT binder_pocket FROM user_products WHERE id = $1', [id]))
    .rows[0]?.binder_pocket;
/** Undo in the toast that confirms the applied fixes (ADR 074). */
const undoFromToast = (text: string) =>
  j.page.getByRole('alert').filter({ hasText: text }).getByRole('button', { name: 'Undo' }).click();

describe.skipIf(!hasChromium)('binder pockets and the audit walk (/home)', () => {
  it('shows a page as a pocket grid with empty pockets, and audits one missing and one misplaced copy', async () => {
    const { binderId, ids } = await signInWithFiledBinder();
    await j.page.goto(new URL(`/home?binder=${binderId}&view=binder`, j.page.url()).href);
    const grid = j.page.getByRole('list', { name: 'Page 1' });
    await grid.getByText('Empty pocket 4').waitFor();
    expect(await grid.getByRole('listitem').count()).toBe(9);
    await j.page.getByText(/To fill a pocket: pick a card/).waitFor();

    await j.page.getByRole('button', { name: 'Audit walk' }).click();
    const walk = j.page.getByRole('region', { name: 'Audit walk of Vintage' });
    // /home hands the walk its scanner (binder-page mode) for the page in view.
    await walk.getByRole('button', { name: 'Scan this page' }).waitFor();
    await walk
      .getByRole('group', { name: /in pocket 1$/ })
      .getByRole('radio', { name: 'Here', exact: true })
      .check();
    await walk
      .getByRole('group', { name: /in pocket 2$/ })
      .getByRole('radio', { name: 'Missing' })
      .check();
    await walk
      .getByRole('group', { name: /in pocket 3$/ })
      .getByRole('radio', { name: 'Elsewhere' })
      .check();
    await walk.getByLabel('pocket', { exact: true }).fill('6');
    await walk.getByRole('button', { name: 'Finish walk' }).click();

    const summary = walk.getByRole('region', { name: 'Audit summary' });
    await summary.getByRole('heading', { name: 'Missing (1)' }).waitFor();
    await summary.getByRole('heading', { name: 'Misplaced (1)' }).waitFor();
    await summary.getByText(/filed in page 1, pocket 3; found in page 1, pocket 6/).waitFor();

    await summary.getByRole('button', { name: /^Apply fixes/ }).click();
    await expect.poll(() => pocketOf(ids[2] as number)).toBe(6);
    expect(await pocketOf(ids[1] as number)).toBeNull();
    // One click in the confirming toast puts the binder back as it was filed.
    await undoFromToast('The binder now matches what you found');
    await expect.poll(() => pocketOf(ids[2] as number)).toBe(3);
    expect(await pocketOf(ids[1] as number)).toBe(2);
  });

  it('walks a box row by row and moves a copy found in another row', async () => {
    const { email, userId } = await createAccount(j.server, 'boxwalk');
    const pool = j.server.app.pool;
    const ids = await insertItems(
      pool,
      userId,
      ['swsh9-50', 'swsh9-123'].map((productId) => ({ productId })),
    );
    await pool.query(
      `UPDATE user_products SET box_name = 'Bulk A', box_row = 1 WHERE id = ANY($1::int[])`,
      [ids],
    );
    await signInVerified(j.page, j.server, email);
    await waitForCollectionTotal(j.page);
    await j.page.goto(new URL('/home?view=binder', j.page.url()).href);

    await j.page.getByRole('button', { name: 'Audit walk of a box' }).click();
    const walk = j.page.getByRole('region', { name: 'Audit walk of Bulk A' });
    const groups = walk.getByRole('group', { name: / in Row 1$/ });
    await groups.nth(0).getByRole('radio', { name: 'Here', exact: true }).check();
    await groups.nth(1).getByRole('radio', { name: 'Elsewhere' }).check();
    await walk.getByLabel('row', { exact: true }).fill('4');
    await walk.getByRole('button', { name: 'Finish walk' }).click();

    const summary = walk.getByRole('region', { name: 'Box audit summary' });
    await summary.getByText(/filed in Bulk A, row 1; found in Bulk A, row 4/).waitFor();
    await summary.getByRole('button', { name: /^Apply fixes/ }).click();
    const rows = async () =>
      (await pool.query('SELECT box_row FROM user_products WHERE id = ANY($1::int[])', [ids])).rows
        .map((row) => row.box_row)
        .sort();
    await expect.poll(rows).toEqual([1, 4]);
    await undoFromToast('The box now matches what you found');
    await expect.poll(rows).toEqual([1, 1]);
  });
});
