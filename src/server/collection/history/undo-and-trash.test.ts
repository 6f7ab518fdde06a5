import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import { addItem, createTwoCollectors } from '../collection-test-kit.ts';
import { historyOf, send, undo } from './history-kit.ts';
import { purgeTrash } from './trash.service.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors());
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const trashOf = async (user: TestUser) =>
  (await send(t, user, 'GET', '/api/collection/trash')).body.items as {
    id: number;
    kind: string;
    record_id: number;
    name: string;
    purge_at: string;
    deleted_at: string;
  }[];
const count = async (user: TestUser) =>
  (await send(t, user, 'GET', '/api/iOSUserCards/')).body.length as number;

describe('undo', () => {
  it('takes back a 500-item import as one, leaving nothing in the trash', async () => {
    const collector = await createTestUser(t.app);
    const products = Array.from({ length: 500 }, (_, i) => ({
      product_id: i % 2 ? 'base1-2' : 'base1-4',
      quantity: (i % 5) + 1,
    }));
    const imported = await send(
      t,
      collector,
      'POST',
      '/api/iOSUserCards/bulk',
      { products },
      {
        'x-change-origin': 'csv_import',
        'x-change-origin-detail': 'big.csv',
      },
    );
    expect(imported.status).toBe(201);
    expect(await count(collector)).toBe(500);
    const undone = await undo(t, collector, imported.batch as string);
    expect(undone.status).toBe(200);
    expect(undone.body.changes).toBe(500);
    expect(await count(collector)).toBe(0);
    expect(await trashOf(collector)).toEqual([]);
    const activity = (await send(t, collector, 'GET', '/api/collection/activity')).body.items;
    expect(activity[0]).toMatchObject({
      origin: 'undo',
      origin_detail: imported.batch,
      item_count: 500,
    });
    expect(activity[1]).toMatchObject({
      batch_id: imported.batch,
      undone_by: undone.body.batch_id,
    });
  });

  it('puts an edit back, records the undo as new history, and refuses a second undo', async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4', notes: 'first' });
    const edit = await send(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, {
      notes: 'second',
      quantity: 4,
    });
    const undone = await undo(t, ash, edit.batch as string);
    expect(undone.status).toBe(200);
    const now = await send(t, ash, 'GET', `/api/iOSUserCards/${item.id}`);
    expect(now.body).toMatchObject({ notes: 'first', quantity: 1 });
    const history = await historyOf(t, ash, item.id);
    expect(history[0]).toMatchObject({
      kind: 'edited',
      origin: 'undo',
      origin_detail: edit.batch,
      fields: { notes: { from: 'second', to: 'first' }, quantity: { from: 4, to: 1 } },
    });
    const again = await undo(t, ash, edit.batch as string);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain('already undone');
  });

  it('refuses with 409 naming the item when it changed since, and undoes anyway with force', async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4' });
    const first = await send(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, { condition: 'LP' });
    await send(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, { quantity: 7 });
    const refused = await undo(t, ash, first.batch as string);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain(`item ${item.id} changed since`);
    expect((await send(t, ash, 'GET', `/api/iOSUserCards/${item.id}`)).body.condition).toBe('LP');
    const forced = await undo(t, ash, first.batch as string, true);
    expect(forced.status).toBe(200);
    const now = (await send(t, ash, 'GET', `/api/iOSUserCards/${item.id}`)).body;
    expect(now).toMatchObject({ condition: 'NM', quantity: 7 });
  });

  it('takes back a bulk move and, batch by batch, the binder it went into', async () => {
    const binder = await send(t, ash, 'POST', '/api/binders', { name: 'Undo binder' });
    const items = [
      await addItem(t, ash, { product_id: 'base1-2' }),
      await addItem(t, ash, { product_id: 'base1-4' }),
    ];
    const move = await send(t, ash, 'POST', '/api/binders/move-items', {
      userProductIds: items.map((i) => i.id),
      binder_id: binder.body.id,
    });
    expect(move.status).toBe(200);
    // The binder's creation cannot be undone while the move into it stands.
    const early = await undo(t, ash, binder.batch as string);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain(`binder ${binder.body.id} changed since`);
    expect((await undo(t, ash, move.batch as string)).status).toBe(200);
    for (const item of items) {
      expect((await send(t, ash, 'GET', `/api/iOSUserCards/${item.id}`)).body.binder_id).toBeNull();
    }
    expect((await undo(t, ash, binder.batch as string)).status).toBe(200);
    const binders = (await send(t, ash, 'GET', '/api/binders')).body as { id: number }[];
    expect(binders.some((b) => b.id === binder.body.id)).toBe(false);
    expect(
      (await trashOf(ash)).some((e) => e.kind === 'binder' && e.record_id === binder.body.id),
    ).toBe(false);
  });

  it('answers 404 for a batch that is not the user’s and 400 for one that is not a UUID', async () => {
    expect((await undo(t, ash, crypto.randomUUID())).status).toBe(404);
    expect((await undo(t, ash, 'nope')).status).toBe(400);
  });
});

describe('trash', () => {
  it('keeps a deleted item, restores it with its id and history, and only for its owner', async () => {
    const item = await addItem(t, ash, { product_id: 'base1-2', quantity: 2, notes: 'keep me' });
    await send(t, ash, 'DELETE', `/api/iOSUserCards/${item.id}`);
    const entry = (await trashOf(ash)).find((e) => e.record_id === item.id);
    expect(entry).toMatchObject({ kind: 'item', name: expect.any(String) });
    expect(
      new Date(entry?.purge_at ?? 0).getTime() - new Date(entry?.deleted_at ?? 0).getTime(),
    ).toBe(30 * DAY);
    expect(await trashOf(misty)).toEqual([]);
    const stolen = await send(t, misty, 'POST', `/api/collection/trash/${entry?.id}/restore`);
    expect(stolen.status).toBe(404);

    const restored = await send(t, ash, 'POST', `/api/collection/trash/${entry?.id}/restore`);
    expect(restored.status).toBe(200);
    const back = await send(t, ash, 'GET', `/api/iOSUserCards/${item.id}`);
    expect(back.body).toMatchObject({ id: item.id, quantity: 2, notes: 'keep me' });
    expect((await trashOf(ash)).some((e) => e.record_id === item.id)).toBe(false);
    const history = await historyOf(t, ash, item.id);
    expect(history.map((c) => `${c.kind}:${c.origin}`)).toEqual([
      'restored:restore',
      'deleted:typed',
      'created:typed',
    ]);
    // The portfolio history no longer books the restored copy as removed (decision 051).
    const removals = await t.app.pool.query(
      'SELECT 1 FROM collection_removals WHERE item_id = $1',
      [item.id],
    );
    expect(removals.rowCount).toBe(0);
  });

  it('restores a binder with the items its deletion moved out', async () => {
    const binder = await send(t, ash, 'POST', '/api/binders', { name: 'Trash test' });
    const inside = await addItem(t, ash, { product_id: 'base1-2', binder_id: binder.body.id });
    await send(t, ash, 'DELETE', `/api/binders/${binder.body.id}`);
    const entry = (await trashOf(ash)).find((e) => e.kind === 'binder');
    expect(entry).toMatchObject({ name: 'Trash test', record_id: binder.body.id });
    expect((await send(t, ash, 'POST', `/api/collection/trash/${entry?.id}/restore`)).status).toBe(
      200,
    );
    const item = await send(t, ash, 'GET', `/api/iOSUserCards/${inside.id}`);
    expect(item.body.binder_id).toBe(binder.body.id);
  });

  it('purges entries after 30 days; an undo of the delete then says it cannot come back', async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4' });
    const removed = await send(t, ash, 'DELETE', `/api/iOSUserCards/${item.id}`);
    expect(await purgeTrash(t.app.pool, new Date(Date.now() + 29 * DAY))).toBe(0);
    expect((await trashOf(ash)).some((e) => e.record_id === item.id)).toBe(true);
    expect(await purgeTrash(t.app.pool, new Date(Date.now() + 31 * DAY))).toBeGreaterThan(0);
    expect((await trashOf(ash)).some((e) => e.record_id === item.id)).toBe(false);
    const refused = await undo(t, ash, removed.batch as string);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toContain('no longer in the trash');
    expect((await historyOf(t, ash, item.id)).map((c) => c.kind)).toEqual(['deleted', 'created']);
  });

  it('empties the trash only when asked, and only the caller’s', async () => {
    await send(
      t,
      misty,
      'DELETE',
      `/api/iOSUserCards/${(await addItem(t, misty, { product_id: 'base1-2' })).id}`,
    );
    const item = await addItem(t, ash, { product_id: 'base1-2' });
    await send(t, ash, 'DELETE', `/api/iOSUserCards/${item.id}`);
    const emptied = await send(t, ash, 'DELETE', '/api/collection/trash');
    expect(emptied.status).toBe(200);
    expect(emptied.body.deleted).toBeGreaterThan(0);
    expect(await trashOf(ash)).toEqual([]);
    expect((await trashOf(misty)).length).toBe(1);
  });

  it('lets the history go with a deleted account (the one delete the table allows)', async () => {
    const leaving = await createTestUser(t.app);
    const item = await addItem(t, leaving, { product_id: 'base1-2' });
    await send(t, leaving, 'DELETE', `/api/iOSUserCards/${item.id}`);
    await t.app.pool.query('DELETE FROM users WHERE id = $1', [leaving.id]);
    const left = await t.app.pool.query(
      'SELECT (SELECT count(*) FROM collection_changes WHERE user_id = $1)::int AS changes, (SELECT count(*) FROM trash_entries WHERE user_id = $1)::int AS trash',
      [leaving.id],
    );
    expect(left.rows[0]).toEqual({ changes: 0, trash: 0 });
  });
});
