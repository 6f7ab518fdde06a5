import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addItem, call, createBinder, createTwoCollectors } from '../collection-test-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors([
    { productId: 'base1-4', date: '2025-01-01', market: 1_000 },
    { productId: 'base1-4', date: '2025-01-02', market: 1_500 },
  ]));
});
afterAll(async () => t.close());

const binderOf = async (user: TestUser, itemId: number) =>
  (await call(t, user, 'GET', `/api/iOSUserCards/${itemId}`)).body.binder_id;

describe('/api/binders', () => {
  it('creates, lists with item counts, renames and reads a binder with its value', async () => {
    const binder = await createBinder(t, ash, '  Vintage  ');
    expect(binder).toMatchObject({ name: 'Vintage', item_count: 0 });
    await addItem(t, ash, { product_id: 'base1-4', quantity: 2, binder_id: binder.id });
    await addItem(t, ash, { product_id: 'base1-4', wishlist: true, binder_id: binder.id });

    const list = await call(t, ash, 'GET', '/api/binders');
    expect(list.body).toEqual([
      {
        id: binder.id,
        name: 'Vintage',
        pocket_layout: '3x3',
        item_count: 2,
        created_at: expect.any(String),
      },
    ]);
    expect((await call(t, misty, 'GET', '/api/binders')).body).toEqual([]);

    const renamed = await call(t, ash, 'PUT', `/api/binders/${binder.id}`, { name: 'Old school' });
    expect(renamed.body).toMatchObject({ id: binder.id, name: 'Old school' });
    const patched = await call(t, ash, 'PATCH', `/api/binders/${binder.id}`, { name: 'Base set' });
    expect(patched.body).toMatchObject({ name: 'Base set' });

    // The wishlist item does not count towards the value.
    const summary = await call(t, ash, 'GET', `/api/binders/${binder.id}`);
    expect(summary.body).toMatchObject({
      name: 'Base set',
      item_count: 2,
      total_value: 30,
      daily_change: 10,
    });
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['a long name', { name: 'x'.repeat(61) }],
    ['no name', {}],
  ])('refuses %s with 400 naming name', async (_, body) => {
    const res = await call(t, ash, 'POST', '/api/binders', body);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('name');
  });

  it("answers 404 for another user's binder and leaves it alone", async () => {
    const binder = await createBinder(t, ash, 'Mine');
    expect((await call(t, misty, 'GET', `/api/binders/${binder.id}`)).status).toBe(404);
    expect(
      (await call(t, misty, 'PUT', `/api/binders/${binder.id}`, { name: 'Stolen' })).status,
    ).toBe(404);
    expect((await call(t, misty, 'DELETE', `/api/binders/${binder.id}`)).status).toBe(404);
    expect((await call(t, ash, 'GET', `/api/binders/${binder.id}`)).body).toMatchObject({
      name: 'Mine',
    });
  });

  it('deletes a binder and keeps its items in the collection, out of any binder', async () => {
    const binder = await createBinder(t, ash, 'Temporary');
    const item = await addItem(t, ash, { product_id: 'base1-2', binder_id: binder.id });
    expect((await call(t, ash, 'DELETE', `/api/binders/${binder.id}`)).status).toBe(204);
    expect(await binderOf(ash, item.id)).toBeNull();
    expect((await call(t, ash, 'GET', `/api/binders/${binder.id}`)).status).toBe(404);
  });
});

describe('POST /api/binders/move-items', () => {
  it('moves my items into a binder and out again', async () => {
    const binder = await createBinder(t, ash, 'Move target');
    const a = await addItem(t, ash, { product_id: 'base1-10' });
    const b = await addItem(t, ash, { product_id: 'base1-58' });
    const moved = await call(t, ash, 'POST', '/api/binders/move-items', {
      userProductIds: [a.id, b.id],
      binder_id: binder.id,
    });
    expect(moved.body).toEqual({ moved: 2, binder_id: binder.id });
    expect(await binderOf(ash, a.id)).toBe(binder.id);
    const out = await call(t, ash, 'POST', '/api/binders/move-items', {
      userProductIds: [a.id],
      binder_id: null,
    });
    expect(out.status).toBe(200);
    expect(await binderOf(ash, a.id)).toBeNull();
    expect(await binderOf(ash, b.id)).toBe(binder.id);
  });

  it("moves nothing when one item is another user's (404)", async () => {
    const binder = await createBinder(t, ash, 'All or nothing');
    const mine = await addItem(t, ash, { product_id: 'base1-10' });
    const theirs = await addItem(t, misty, { product_id: 'base1-10' });
    const res = await call(t, ash, 'POST', '/api/binders/move-items', {
      userProductIds: [mine.id, theirs.id],
      binder_id: binder.id,
    });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toContain(String(theirs.id));
    expect(await binderOf(ash, mine.id)).toBeNull();
    expect(await binderOf(misty, theirs.id)).toBeNull();
  });

  it("refuses another user's binder, naming binder_id", async () => {
    const theirs = await createBinder(t, misty, 'Misty binder');
    const mine = await addItem(t, ash, { product_id: 'base1-10' });
    const res = await call(t, ash, 'POST', '/api/binders/move-items', {
      userProductIds: [mine.id],
      binder_id: theirs.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('binder_id');
    expect(await binderOf(ash, mine.id)).toBeNull();
  });

  it('refuses an empty id list', async () => {
    const res = await call(t, ash, 'POST', '/api/binders/move-items', {
      userProductIds: [],
      binder_id: null,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain('userProductIds');
  });
});
