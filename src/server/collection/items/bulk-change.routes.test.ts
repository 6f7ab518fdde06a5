import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BULK_CHANGE_ITEMS } from '#core/collection/bulk-change.schema.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/users.ts';
import { addItem, call, createBinder, createTwoCollectors } from '../collection-test-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors());
});
afterAll(async () => t.close());

const bulk = (user: TestUser, body: unknown) =>
  call(t, user, 'PATCH', '/api/iOSUserCards/bulk', body);

async function listOf(user: TestUser): Promise<UserProduct[]> {
  return (await call(t, user, 'GET', '/api/iOSUserCards/')).body;
}

async function itemsById(user: TestUser, ids: number[]) {
  const byId = new Map((await listOf(user)).map((item) => [item.id, item]));
  return ids.map((id) => byId.get(id));
}

async function addTwo(user: TestUser) {
  const a = await addItem(t, user, { product_id: 'sv03.5-025', condition: 'NM' });
  const b = await addItem(t, user, { product_id: 'base1-58', condition: 'NM' });
  return [a.id, b.id];
}

describe('PATCH /api/iOSUserCards/bulk: changes', () => {
  it('sets condition, wishlist, purchase price and date on every item named', async () => {
    const ids = await addTwo(ash);
    const res = await bulk(ash, {
      ids,
      action: 'update',
      changes: { condition: 'LP', wishlist: true, purchase_price: 4.5, purchased_on: '2025-03-01' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ids: [...ids].sort((x, y) => x - y), created: [], skipped: [] });
    for (const item of await itemsById(ash, ids)) {
      expect(item).toMatchObject({
        condition: 'LP',
        wishlist: true,
        purchase_price: 4.5,
        purchased_on: '2025-03-01',
      });
    }
    await bulk(ash, { ids, action: 'update', changes: { purchase_price: null } });
    expect((await itemsById(ash, ids)).map((item) => item?.purchase_price)).toEqual([null, null]);
  });

  it("moves items into one of the caller's binders and out again; another's binder is a 400", async () => {
    const ids = await addTwo(ash);
    const binder = await createBinder(t, ash, 'Bulk binder');
    expect(
      (await bulk(ash, { ids, action: 'update', changes: { binder_id: binder.id } })).status,
    ).toBe(200);
    expect((await itemsById(ash, ids)).map((item) => item?.binder_id)).toEqual([
      binder.id,
      binder.id,
    ]);
    const theirs = await createBinder(t, misty, 'Not yours');
    const res = await bulk(ash, { ids, action: 'update', changes: { binder_id: theirs.id } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(`no binder with id ${theirs.id}`);
    await bulk(ash, { ids, action: 'update', changes: { binder_id: null } });
    expect((await itemsById(ash, ids)).map((item) => item?.binder_id)).toEqual([null, null]);
  });

  it('changes the printing only where the product has it and lists the others as skipped', async () => {
    const [reverseable, normalOnly] = await addTwo(ash);
    const res = await bulk(ash, {
      ids: [reverseable, normalOnly],
      action: 'update',
      changes: { variant: 'reverse', condition: 'MP' },
    });
    expect(res.status).toBe(200);
    expect(res.body.skipped).toEqual([
      { id: normalOnly, field: 'variant', reason: 'Pikachu has no printing "reverse"' },
    ]);
    const [a, b] = await itemsById(ash, [reverseable as number, normalOnly as number]);
    expect(a).toMatchObject({ variant: 'reverse', condition: 'MP' });
    expect(b).toMatchObject({ variant: 'normal', condition: 'MP' });
  });

  it('rejects an unknown field, an empty change set and a bad condition, naming the problem', async () => {
    const ids = await addTwo(ash);
    for (const changes of [{ quantity: 3 }, {}, { condition: 'MINT' }]) {
      const res = await bulk(ash, { ids, action: 'update', changes });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/changes/);
    }
  });
});

describe('PATCH /api/iOSUserCards/bulk: actions', () => {
  it('duplicates items with all their fields', async () => {
    const binder = await createBinder(t, ash, 'Copies');
    const item = await addItem(t, ash, {
      product_id: 'base1-4',
      condition: 'HP',
      notes: 'signed',
      binder_id: binder.id,
    });
    const res = await bulk(ash, { ids: [item.id], action: 'duplicate' });
    expect(res.status).toBe(200);
    expect(res.body.created).toHaveLength(1);
    const [copy] = await itemsById(ash, res.body.created);
    expect(copy?.id).not.toBe(item.id);
    expect(copy).toMatchObject({
      product_id: 'base1-4',
      condition: 'HP',
      notes: 'signed',
      binder_id: binder.id,
    });
  });

  it('deletes items', async () => {
    const ids = await addTwo(ash);
    const res = await bulk(ash, { ids, action: 'delete' });
    expect(res.status).toBe(200);
    expect(await itemsById(ash, ids)).toEqual([undefined, undefined]);
  });

  it('applies to every item the /home filters match', async () => {
    const collector = await createTestUser(t.app);
    await addItem(t, collector, { product_id: 'ja-SV8-033' });
    await addItem(t, collector, { product_id: 'ja-SV8-001' });
    const english = await addItem(t, collector, { product_id: 'base1-58' });
    const res = await bulk(collector, {
      filter: { language: 'japanese' },
      action: 'update',
      changes: { condition: 'DMG' },
    });
    expect(res.body.ids).toHaveLength(2);
    const conditions = (await listOf(collector)).map((item) => [item.language, item.condition]);
    expect(conditions.sort()).toEqual([
      ['english', 'NM'],
      ['japanese', 'DMG'],
      ['japanese', 'DMG'],
    ]);
    expect((await itemsById(collector, [english.id]))[0]?.condition).toBe('NM');
  });
});

describe('PATCH /api/iOSUserCards/bulk: binder pockets', () => {
  it('a duplicate of a filed copy waits in the binder outside the pocket; a move empties the pocket', async () => {
    const binder = await createBinder(t, ash, 'Pocket binder');
    const other = await createBinder(t, ash, 'Other binder');
    const filed = await addItem(t, ash, {
      product_id: 'base1-58',
      binder_id: binder.id,
      binder_page: 1,
      binder_pocket: 5,
    });
    const copy = await bulk(ash, { ids: [filed.id], action: 'duplicate' });
    expect(copy.status).toBe(200);
    const [original, duplicate] = await itemsById(ash, [filed.id, copy.body.created[0]]);
    expect(original).toMatchObject({ binder_id: binder.id, binder_page: 1, binder_pocket: 5 });
    expect(duplicate).toMatchObject({
      binder_id: binder.id,
      binder_page: null,
      binder_pocket: null,
    });
    const moved = await bulk(ash, {
      ids: [filed.id],
      action: 'update',
      changes: { binder_id: other.id },
    });
    expect(moved.status).toBe(200);
    expect((await itemsById(ash, [filed.id]))[0]).toMatchObject({
      binder_id: other.id,
      binder_page: null,
      binder_pocket: null,
    });
  });
});

describe('PATCH /api/iOSUserCards/bulk: boxes', () => {
  it('puts copies into a box out of their pockets, keeps rows already there, and takes them out', async () => {
    const binder = await createBinder(t, ash, 'Box-bound binder');
    const filed = await addItem(t, ash, {
      product_id: 'base1-58',
      binder_id: binder.id,
      binder_page: 2,
      binder_pocket: 3,
    });
    const boxed = await addItem(t, ash, {
      product_id: 'sv03.5-025',
      box_name: 'Bulk A',
      box_row: 4,
    });
    const elsewhere = await addItem(t, ash, {
      product_id: 'base1-58',
      box_name: 'Old',
      box_row: 2,
    });
    const ids = [filed.id, boxed.id, elsewhere.id];
    const res = await bulk(ash, { ids, action: 'update', changes: { box_name: ' Bulk A ' } });
    expect(res.status).toBe(200);
    const [a, b, c] = await itemsById(ash, ids);
    expect(a).toMatchObject({
      binder_page: null,
      binder_pocket: null,
      box_name: 'Bulk A',
      box_row: null,
    });
    expect(b).toMatchObject({ box_name: 'Bulk A', box_row: 4 });
    expect(c).toMatchObject({ box_name: 'Bulk A', box_row: null });

    await bulk(ash, { ids, action: 'update', changes: { box_name: null } });
    for (const item of await itemsById(ash, ids)) {
      expect(item).toMatchObject({ box_name: null, box_row: null });
    }
  });

  it('refuses a blank box name, naming the field', async () => {
    const [id] = await addTwo(ash);
    const res = await bulk(ash, { ids: [id], action: 'update', changes: { box_name: '  ' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('box_name must not be blank');
  });
});

describe('PATCH /api/iOSUserCards/bulk: safety', () => {
  it("is a 404 with nothing written when any id is another user's", async () => {
    const [mine] = await addTwo(ash);
    const theirs = await addItem(t, misty, { product_id: 'base1-10' });
    const countBefore = (await listOf(ash)).length;
    for (const action of ['update', 'delete', 'duplicate'] as const) {
      const res = await bulk(ash, {
        ids: [mine, theirs.id],
        action,
        ...(action === 'update' ? { changes: { condition: 'DMG' } } : {}),
      });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toContain(String(theirs.id));
    }
    expect((await itemsById(ash, [mine as number]))[0]?.condition).toBe('NM');
    expect((await itemsById(misty, [theirs.id]))[0]?.condition).toBe('NM');
    // Neither deleted nor duplicated.
    expect((await listOf(ash)).length).toBe(countBefore);
  });

  it("a filter only ever reaches the caller's items", async () => {
    const theirs = await addItem(t, misty, { product_id: 'sv08-025' });
    await bulk(ash, { filter: { list: 'all' }, action: 'update', changes: { condition: 'HP' } });
    expect((await itemsById(misty, [theirs.id]))[0]?.condition).toBe('NM');
  });

  it('refuses more ids than the limit with a clear error', async () => {
    const ids = Array.from({ length: MAX_BULK_CHANGE_ITEMS + 1 }, (_, index) => index + 1);
    const res = await bulk(ash, { ids, action: 'delete' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(`at most ${MAX_BULK_CHANGE_ITEMS} items`);
  });

  it('writes nothing when a later part of the change fails (one transaction)', async () => {
    const ids = await addTwo(ash);
    const missingBinder = 2_000_000_000;
    const res = await bulk(ash, {
      ids,
      action: 'update',
      changes: { condition: 'DMG', binder_id: missingBinder },
    });
    expect(res.status).toBe(400);
    expect((await itemsById(ash, ids)).map((item) => item?.condition)).toEqual(['NM', 'NM']);
  });

  it('needs ids or a filter, not both', async () => {
    const ids = await addTwo(ash);
    expect((await bulk(ash, { action: 'delete' })).status).toBe(400);
    expect((await bulk(ash, { ids, filter: {}, action: 'delete' })).status).toBe(400);
  });
});
