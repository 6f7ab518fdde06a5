import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import { addItem, createTwoCollectors } from '../collection-test-kit.ts';
import { historyOf, send, undo } from './history-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors());
});
afterAll(() => t.close());

describe('history of an item', () => {
  it('records creation, each edited field, a move and the delete, with origin and batch', async () => {
    const created = await send(
      t,
      ash,
      'POST',
      '/api/iOSUserCards/',
      { product_id: 'base1-4' },
      {
        'x-change-origin': 'scan',
        'x-change-origin-detail': encodeURIComponent('Scan batch 3'),
      },
    );
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const edit = await send(t, ash, 'PUT', `/api/iOSUserCards/${id}`, {
      quantity: 3,
      condition: 'LP',
    });
    const binder = await send(t, ash, 'POST', '/api/binders', { name: 'Holos' });
    const move = await send(t, ash, 'PUT', `/api/iOSUserCards/${id}`, {
      binder_id: binder.body.id,
    });
    const removed = await send(t, ash, 'DELETE', `/api/iOSUserCards/${id}`);
    expect(removed.status).toBe(204);

    const history = await historyOf(t, ash, id);
    expect(history.map((c) => c.kind)).toEqual(['deleted', 'moved', 'edited', 'created']);
    const [deleted, moved, edited, first] = history;
    expect(first).toMatchObject({
      origin: 'scan',
      origin_detail: 'Scan batch 3',
      batch_id: created.batch,
    });
    expect(first?.fields.product_id).toEqual({ from: null, to: 'base1-4' });
    expect(edited?.fields).toEqual({
      quantity: { from: 1, to: 3 },
      condition: { from: 'NM', to: 'LP' },
    });
    expect(edited?.batch_id).toBe(edit.batch);
    expect(moved?.fields.binder_id).toEqual({ from: null, to: binder.body.id });
    expect(moved?.batch_id).toBe(move.batch);
    expect(deleted).toMatchObject({ origin: 'typed', batch_id: removed.batch });
  });

  it('names the CSV file of an import and groups its requests under the batch the client chose', async () => {
    const batch = crypto.randomUUID();
    const headers = {
      'x-change-origin': 'csv_import',
      'x-change-origin-detail': encodeURIComponent('my cards é.csv'),
      'x-change-batch': batch,
    };
    for (const chunk of [['base1-2', 'base1-4'], ['base1-2']]) {
      const res = await send(
        t,
        ash,
        'POST',
        '/api/iOSUserCards/bulk',
        {
          products: chunk.map((product_id) => ({ product_id })),
        },
        headers,
      );
      expect(res.status).toBe(201);
      expect(res.batch).toBe(batch);
    }
    const activity = await send(t, ash, 'GET', '/api/collection/activity?origin=csv_import');
    expect(activity.body.items[0]).toMatchObject({
      batch_id: batch,
      origin: 'csv_import',
      origin_detail: 'my cards é.csv',
      change_count: 3,
      item_count: 3,
      kinds: ['created'],
    });
  });

  it('refuses an unknown origin, a server-only origin and a batch that is not a UUID', async () => {
    for (const [name, value] of [
      ['x-change-origin', 'hacker'],
      ['x-change-origin', 'undo'],
      ['x-change-batch', 'not-a-uuid'],
    ] as const) {
      const res = await send(
        t,
        ash,
        'POST',
        '/api/iOSUserCards/',
        { product_id: 'base1-2' },
        {
          [name]: value,
        },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.message).toContain(name);
    }
  });

  it('records a bulk edit as one bulk_edit batch, and a binder delete with the moves it causes', async () => {
    const binder = await send(t, ash, 'POST', '/api/binders', { name: 'Box' });
    const a = await addItem(t, ash, { product_id: 'base1-2', binder_id: binder.body.id });
    const b = await addItem(t, ash, { product_id: 'base1-4', binder_id: binder.body.id });
    const bulk = await send(t, ash, 'PATCH', '/api/iOSUserCards/bulk', {
      ids: [a.id, b.id],
      action: 'update',
      changes: { condition: 'MP' },
    });
    expect(bulk.status).toBe(200);
    expect((await historyOf(t, ash, a.id))[0]).toMatchObject({
      origin: 'bulk_edit',
      batch_id: bulk.batch,
      fields: { condition: { from: 'NM', to: 'MP' } },
    });
    const gone = await send(t, ash, 'DELETE', `/api/binders/${binder.body.id}`);
    expect(gone.status).toBe(204);
    const moved = (await historyOf(t, ash, b.id))[0];
    expect(moved).toMatchObject({ kind: 'moved', batch_id: gone.batch });
    expect(moved?.fields.binder_id).toEqual({ from: binder.body.id, to: null });

    // Undo of the binder delete brings the binder back with its id and puts the items back in.
    const undone = await undo(t, ash, gone.batch as string);
    expect(undone.body).toMatchObject({ changes: 3 });
    const binders = await send(t, ash, 'GET', '/api/binders');
    expect(binders.body.map((x: { id: number }) => x.id)).toContain(binder.body.id);
    const item = await send(t, ash, 'GET', `/api/iOSUserCards/${b.id}`);
    expect(item.body.binder_id).toBe(binder.body.id);
  });

  it('shows another user nothing: no history, no activity, no undo', async () => {
    const mine = await send(t, ash, 'POST', '/api/iOSUserCards/', { product_id: 'base1-2' });
    const history = await send(t, misty, 'GET', `/api/collection/items/${mine.body.id}/history`);
    expect(history.status).toBe(404);
    const activity = await send(t, misty, 'GET', '/api/collection/activity');
    expect(activity.body.items.map((b: { batch_id: string }) => b.batch_id)).not.toContain(
      mine.batch,
    );
    const stolen = await undo(t, misty, mine.batch as string);
    expect(stolen.status).toBe(404);
    expect((await send(t, ash, 'GET', `/api/iOSUserCards/${mine.body.id}`)).status).toBe(200);
  });

  it('is append-only: UPDATE and DELETE on the table fail', async () => {
    await expect(
      t.app.pool.query(`UPDATE collection_changes SET origin = 'typed' WHERE user_id = $1`, [
        ash.id,
      ]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.app.pool.query('DELETE FROM collection_changes WHERE user_id = $1', [ash.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.app.pool.query('TRUNCATE collection_changes')).rejects.toThrow(/append-only/);
  });
});

describe('activity filters', () => {
  it('filters batches by kind, binder and date, and names a bad origin detail', async () => {
    const collector = await createTestUser(t.app);
    const binder = await send(t, collector, 'POST', '/api/binders', { name: 'Filter binder' });
    const item = await addItem(t, collector, { product_id: 'base1-2' });
    const moved = await send(t, collector, 'PUT', `/api/iOSUserCards/${item.id}`, {
      binder_id: binder.body.id,
    });
    const list = async (query: string) =>
      (await send(t, collector, 'GET', `/api/collection/activity${query}`)).body as {
        items: { batch_id: string; kinds: string[] }[];
        total: number;
      };
    expect((await list('')).total).toBe(3);
    expect((await list('?kind=moved')).items.map((b) => b.batch_id)).toEqual([moved.batch]);
    const inBinder = await list(`?binder_id=${binder.body.id}`);
    expect(inBinder.items.map((b) => b.batch_id)).toContain(moved.batch);
    expect(inBinder.total).toBe(3);
    expect((await list('?to=2000-01-01')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}`)).total).toBe(3);
    const bad = await send(t, collector, 'GET', '/api/collection/activity?kind=burned');
    expect(bad.status).toBe(400);
    const badDetail = await send(
      t,
      collector,
      'POST',
      '/api/iOSUserCards/',
      { product_id: 'base1-2' },
      {
        'x-change-origin-detail': '%E0%A4%A',
      },
    );
    expect(badDetail.status).toBe(400);
    expect(badDetail.body.error.message).toContain('x-change-origin-detail');
  });
});
