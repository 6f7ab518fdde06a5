import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addItem, createTwoCollectors } from '../collection-test-kit.ts';
import { send, undo } from './history-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors());
});
afterAll(() => t.close());

const itemOf = async (user: TestUser, id: number) =>
  (await send(t, user, 'GET', `/api/iOSUserCards/${id}`)).body;
const binderOf = async (user: TestUser, id: number) =>
  ((await send(t, user, 'GET', '/api/binders')).body as { id: number }[]).find((b) => b.id === id);

/** A write the web confirms with a toast: it names the batch the client chose (ADR 074). */
async function undoneOk(user: TestUser, res: { status: number; batch?: string | undefined }) {
  expect(res.status).toBeLessThan(300);
  expect(res.batch).toMatch(/^[0-9a-f-]{36}$/);
  expect((await undo(t, user, res.batch as string)).status).toBe(200);
}

describe('undo of the binder page, audit and box walk writes (their toasts’ Undo)', () => {
  it('takes back a rename and a pocket layout change, and a create with nothing in it', async () => {
    const created = await send(t, ash, 'POST', '/api/binders', { name: 'Before' });
    const id = created.body.id as number;
    await undoneOk(ash, await send(t, ash, 'PUT', `/api/binders/${id}`, { name: 'After' }));
    expect(await binderOf(ash, id)).toMatchObject({ name: 'Before' });
    await undoneOk(
      ash,
      await send(t, ash, 'PUT', `/api/binders/${id}/layout`, { pocket_layout: '2x2' }),
    );
    expect(await binderOf(ash, id)).toMatchObject({ pocket_layout: '3x3' });
    await undoneOk(ash, created);
    expect(await binderOf(ash, id)).toBeUndefined();
  });

  it('puts a filed page back: pockets as they were, added copies gone', async () => {
    const binder = (await send(t, ash, 'POST', '/api/binders', { name: 'Filed' })).body;
    const kept = await addItem(t, ash, {
      product_id: 'base1-2',
      binder_id: binder.id,
      binder_page: 1,
      binder_pocket: 1,
    });
    const before = (await send(t, ash, 'GET', '/api/iOSUserCards/')).body.length as number;
    const filed = await send(t, ash, 'POST', `/api/binders/${binder.id}/pages/1/file`, {
      entries: [{ product_id: 'base1-4' }, { user_product_id: kept.id }],
    });
    expect(filed.body.placed).toHaveLength(2);
    await undoneOk(ash, filed);
    expect(await itemOf(ash, kept.id)).toMatchObject({ binder_page: 1, binder_pocket: 1 });
    expect((await send(t, ash, 'GET', '/api/iOSUserCards/')).body).toHaveLength(before);
  });

  it('puts an audit walk’s and a box walk’s fixes back', async () => {
    const binder = (await send(t, ash, 'POST', '/api/binders', { name: 'Audited' })).body;
    const at = (pocket: number) => ({
      binder_id: binder.id,
      binder_page: 1,
      binder_pocket: pocket,
    });
    const misplaced = await addItem(t, ash, { product_id: 'base1-2', ...at(1) });
    const missing = await addItem(t, ash, { product_id: 'base1-4', ...at(3) });
    const audit = await send(t, ash, 'POST', `/api/binders/${binder.id}/audit/apply`, {
      moves: [{ user_product_id: misplaced.id, binder_page: 1, binder_pocket: 2 }],
      missing: [missing.id],
    });
    expect(audit.body).toEqual({ moved: 1, taken_out: 1 });
    await undoneOk(ash, audit);
    expect(await itemOf(ash, misplaced.id)).toMatchObject(at(1));
    expect(await itemOf(ash, missing.id)).toMatchObject(at(3));

    const boxed = await addItem(t, ash, { product_id: 'base1-2', box_name: 'Walk U', box_row: 1 });
    const gone = await addItem(t, ash, { product_id: 'base1-4', box_name: 'Walk U', box_row: 2 });
    const walk = await send(t, ash, 'POST', '/api/boxes/audit/apply', {
      box_name: 'Walk U',
      moves: [{ user_product_id: boxed.id, box_name: 'Walk U', box_row: 3 }],
      missing: [gone.id],
    });
    expect(walk.body).toEqual({ moved: 1, taken_out: 1 });
    await undoneOk(ash, walk);
    expect(await itemOf(ash, boxed.id)).toMatchObject({ box_name: 'Walk U', box_row: 1 });
    expect(await itemOf(ash, gone.id)).toMatchObject({ box_name: 'Walk U', box_row: 2 });
  });

  it('takes back a CSV import together with the binder it created in the same batch', async () => {
    const batch = crypto.randomUUID();
    const headers = { 'x-change-batch': batch, 'x-change-origin': 'csv_import' };
    const binder = await send(t, ash, 'POST', '/api/binders', { name: 'From CSV' }, headers);
    const products = [{ product_id: 'base1-2', binder_id: binder.body.id }];
    const imported = await send(t, ash, 'POST', '/api/iOSUserCards/bulk', { products }, headers);
    expect(imported.status).toBe(201);
    expect(imported.batch).toBe(batch);
    const id = imported.body.cards[0].id as number;
    expect((await undo(t, ash, batch)).status).toBe(200);
    expect(await binderOf(ash, binder.body.id)).toBeUndefined();
    expect((await send(t, ash, 'GET', `/api/iOSUserCards/${id}`)).status).toBe(404);
  });

  it('lets no one else undo those batches', async () => {
    const binder = (await send(t, ash, 'POST', '/api/binders', { name: 'Mine only' })).body;
    const layout = await send(t, ash, 'PUT', `/api/binders/${binder.id}/layout`, {
      pocket_layout: '4x3',
    });
    expect((await undo(t, misty, layout.batch as string)).status).toBe(404);
    expect(await binderOf(ash, binder.id)).toMatchObject({ pocket_layout: '4x3' });
  });
});
