import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FILES } from '#core/account/account-export-files.ts';
import { EXPORT_ITEMS_HEADER } from '#core/account/account-import.schema.ts';
import { createCatalogTestApp } from '../catalog/test-fixtures/catalog-test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import {
  downloadExport,
  normalizedExport,
  seedFullAccount,
  unzip,
  uploadExport,
  zipOf,
} from './account-test-kit.ts';

// Two servers with the same catalog: `home` holds ash (and misty, whose data must never leak
// into ash's export), `away` is another Cardfolio server ash moves to.
let home: TestApp;
let away: TestApp;
let ash: TestUser;
let misty: TestUser;
let zip: Buffer;

beforeAll(async () => {
  [home, away] = await Promise.all([createCatalogTestApp(), createCatalogTestApp()]);
  ash = await createTestUser(home.app);
  misty = await createTestUser(home.app);
  await seedFullAccount(home, ash, 'ash');
  await seedFullAccount(home, misty, 'misty');
  const res = await downloadExport(home, ash);
  expect(res.status).toBe(200);
  zip = res.zip;
}, 60_000);

afterAll(async () => {
  await Promise.all([home?.close(), away?.close()]);
});

/** The columns of `table` in this database, but the owner's. */
async function columnsOf(t: TestApp, table: string): Promise<string[]> {
  const { rows } = await t.app.pool.query<{ name: string }>(
    `SELECT column_name AS name FROM information_schema.columns
     WHERE table_name = $1 AND column_name <> 'user_id' ORDER BY column_name`,
    [table],
  );
  return rows.map((row) => row.name);
}

describe('GET /api/account/export', () => {
  it('is a ZIP of every file with a manifest of checksums, counts and the item header', async () => {
    const res = await downloadExport(home, ash);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/cardfolio-account-\d{4}-\d{2}-\d{2}\.zip/);
    expect(res.headers[EXPORT_ITEMS_HEADER]).toBe('3');
    const entries = await unzip(zip);
    const manifest = JSON.parse(entries.get(EXPORT_FILES.manifest)?.toString() ?? '{}');
    expect(manifest).toMatchObject({
      format: 'cardfolio-account-export',
      format_version: 1,
      account_id: ash.id,
    });
    expect(manifest.files[EXPORT_FILES.items].records).toBe(3);
    expect(manifest.files[EXPORT_FILES.grading].records).toBe(1);
    expect(Object.keys(manifest.files).sort()).toEqual(
      [...entries.keys()].filter((name) => name !== EXPORT_FILES.manifest).sort(),
    );
    expect(entries.get('photos/1-front.jpg')?.toString('latin1')).toContain('photo front ash');
    expect(entries.get(EXPORT_FILES.csv)?.toString()).toContain('base1-4');
  });

  it('writes every column of every restored table (a new column must be exported)', async () => {
    const entries = await unzip(zip);
    const firstLine = entries.get(EXPORT_FILES.items)?.toString().split('\n')[0] ?? '{}';
    const binder = JSON.parse(entries.get(EXPORT_FILES.binders)?.toString() ?? '[]')[0];
    const deck = JSON.parse(entries.get(EXPORT_FILES.decks)?.toString() ?? '[]')[0];
    const result = JSON.parse(entries.get(EXPORT_FILES.grading)?.toString() ?? '[]')[0];
    const snapshot = JSON.parse(entries.get(EXPORT_FILES.snapshots)?.toString() ?? '[]')[0];
    const keys = (record: object) => Object.keys(record).sort();
    expect(keys(JSON.parse(firstLine))).toEqual(await columnsOf(home, 'user_products'));
    expect(keys(binder)).toEqual(await columnsOf(home, 'binders'));
    expect([...keys(deck).filter((k) => k !== 'cards')]).toEqual(await columnsOf(home, 'decks'));
    expect(['deck_id', 'id', ...keys(deck.cards[0])].sort()).toEqual(
      await columnsOf(home, 'deck_cards'),
    );
    // The photos' bytes are files of their own; user_product_id is written as item_id.
    const gradingColumns = keys(result).map((k) =>
      k === 'item_id' ? 'user_product_id' : k.replace(/_photo$/, '_jpeg'),
    );
    expect(gradingColumns.sort()).toEqual(await columnsOf(home, 'grading_results'));
    expect(['id', ...keys(snapshot)].sort()).toEqual(await columnsOf(home, 'portfolio_snapshots'));
  });

  it('holds the same collection CSV as the collection export', async () => {
    const csv = await home.app.inject({
      method: 'GET',
      url: '/api/collection/export?format=cardfolio',
      headers: ash.headers,
    });
    const entries = await unzip(zip);
    expect(entries.get(EXPORT_FILES.csv)?.toString()).toBe(csv.body);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(4);
  });

  it('never holds another user’s data', async () => {
    const entries = await unzip(zip);
    const everything = [...entries.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).toContain('Fire ash');
    expect(everything).not.toMatch(/misty/i);
  });

  it('keeps payment details and share tokens out', async () => {
    const entries = await unzip(zip);
    const links = entries.get(EXPORT_FILES.shareLinks)?.toString() ?? '';
    expect(JSON.parse(links)[0]).toMatchObject({ scope: 'binder' });
    expect(links).not.toMatch(/token/);
    expect(entries.get(EXPORT_FILES.sellRequests)?.toString()).toContain('Please be quick');
  });
});

describe('POST /api/account/import', () => {
  it('restores into a new account on another server, equal field for field', async () => {
    const newcomer = await createTestUser(away.app);
    const res = await uploadExport(away, newcomer, zip, 'new-account');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mode: 'new-account',
      restored: { items: 2, wishlist: 1, binders: 2, decks: 1, grading_results: 1, snapshots: 2 },
      edited_files: [],
      notes: [],
    });
    const again = await downloadExport(away, newcomer);
    expect(normalizedExport(await unzip(again.zip))).toEqual(normalizedExport(await unzip(zip)));
  });

  it('refuses new-account into an account that already holds data', async () => {
    const res = await uploadExport(home, misty, zip, 'new-account');
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/already holds/);
  });

  it('restores the same account as it was, keeping sell requests and share links pointing right', async () => {
    const before = normalizedExport(await unzip(zip));
    const q = (text: string) => home.app.pool.query(text, [ash.id]);
    await q(`UPDATE user_products SET quantity = 7, notes = 'changed' WHERE user_id = $1`);
    await q(`DELETE FROM binders WHERE user_id = $1 AND name LIKE 'Water%'`);
    await q(`INSERT INTO decks (user_id, name, format) VALUES ($1, 'Extra', 'standard')`);
    await q(`UPDATE users SET display_name = 'Someone else' WHERE id = $1`);
    await q(`INSERT INTO ebay_drafts (user_id, user_product_id, draft_id, title, condition)
      SELECT user_id, id, 'draft-1', 'Charizard', 'LP' FROM user_products
      WHERE user_id = $1 AND product_id = 'base1-4'`);
    const mistyBefore = normalizedExport(await unzip((await downloadExport(home, misty)).zip));

    const res = await uploadExport(home, ash, zip, 'restore');
    expect(res.status).toBe(200);
    const after = normalizedExport(await unzip((await downloadExport(home, ash)).zip));
    expect(after).toEqual(before);
    // Misty's account is untouched by ash's restore.
    const mistyAfter = normalizedExport(await unzip((await downloadExport(home, misty)).zip));
    expect(mistyAfter).toEqual(mistyBefore);
    // The sell request's item and the binder share link follow the new ids.
    const { rows } = await home.app.pool.query(
      `SELECT i.user_product_id AS item, p.product_id, l.binder_id, b.name AS binder
       FROM sell_request_items i JOIN sell_requests r ON r.id = i.request_id
       LEFT JOIN user_products p ON p.id = i.user_product_id
       JOIN share_links l ON l.user_id = r.user_id LEFT JOIN binders b ON b.id = l.binder_id
       WHERE r.user_id = $1`,
      [ash.id],
    );
    expect(rows).toEqual([expect.objectContaining({ product_id: 'base1-4', binder: 'Fire ash' })]);
    // The eBay draft of the Charizard survives the restore, on the restored Charizard.
    const drafts = await q(`SELECT p.product_id, p.user_id FROM ebay_drafts d
      JOIN user_products p ON p.id = d.user_product_id WHERE d.user_id = $1`);
    expect(drafts.rows).toEqual([{ product_id: 'base1-4', user_id: ash.id }]);
    // A restore is not a removal: the portfolio history books nothing as sold.
    const removals = await q('SELECT 1 FROM collection_removals WHERE user_id = $1');
    expect(removals.rowCount).toBe(0);
    // The items and binders it replaced are one restore batch in the history, kept in the trash.
    const batches = await q(
      `SELECT DISTINCT batch_id FROM collection_changes WHERE user_id = $1 AND origin = 'restore'`,
    );
    expect(batches.rowCount).toBe(1);
    const trashed = await home.app.pool.query(
      'SELECT kind FROM trash_entries WHERE user_id = $1 AND batch_id = $2',
      [ash.id, batches.rows[0].batch_id],
    );
    expect(new Set(trashed.rows.map((row) => row.kind))).toEqual(new Set(['item', 'binder']));
  });

  it('runs two restores of one account one after the other, never leaving both', async () => {
    const [first, second] = await Promise.all([
      uploadExport(home, ash, zip, 'restore'),
      uploadExport(home, ash, zip, 'restore'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(normalizedExport(await unzip((await downloadExport(home, ash)).zip))).toEqual(
      normalizedExport(await unzip(zip)),
    );
  });

  it('never repoints another user’s rows, even when a forged file reuses their item ids', async () => {
    const mistyItems = await home.app.pool.query<{ id: number }>(
      'SELECT id FROM user_products WHERE user_id = $1 ORDER BY id',
      [misty.id],
    );
    const mistyIds = mistyItems.rows.map((row) => row.id);
    const entries = await unzip(zip);
    const ashIds = new Map<number, number>();
    const items = (entries.get(EXPORT_FILES.items)?.toString() ?? '')
      .split('\n')
      .filter(Boolean)
      .map((line, index) => {
        const item = JSON.parse(line) as { id: number };
        ashIds.set(item.id, mistyIds[index] as number);
        return JSON.stringify({ ...item, id: mistyIds[index] });
      });
    entries.set(EXPORT_FILES.items, Buffer.from(items.join('\n')));
    const grading = JSON.parse(entries.get(EXPORT_FILES.grading)?.toString() ?? '[]') as {
      item_id: number;
    }[];
    const forged = grading.map((result) => ({ ...result, item_id: ashIds.get(result.item_id) }));
    entries.set(EXPORT_FILES.grading, Buffer.from(JSON.stringify(forged)));
    const mistyBefore = await unzip((await downloadExport(home, misty)).zip);
    const offered = () =>
      home.app.pool.query(
        `SELECT i.user_product_id FROM sell_request_items i
         JOIN sell_requests r ON r.id = i.request_id WHERE r.user_id = $1`,
        [misty.id],
      );
    const offeredBefore = (await offered()).rows;

    const res = await uploadExport(home, ash, await zipOf(entries), 'restore');
    expect(res.status).toBe(200);
    expect((await offered()).rows).toEqual(offeredBefore);
    const mistyAfter = await unzip((await downloadExport(home, misty)).zip);
    expect(normalizedExport(mistyAfter)).toEqual(normalizedExport(mistyBefore));
    expect(mistyAfter.get(EXPORT_FILES.items)).toEqual(mistyBefore.get(EXPORT_FILES.items));
  });
});
