import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addItem, call, createTwoCollectors } from '../collection-test-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors());
});
afterAll(async () => t.close());

async function newBinder(user: TestUser, name: string, pocket_layout?: string) {
  const res = await call(t, user, 'POST', '/api/binders', { name, pocket_layout });
  expect(res.status).toBe(201);
  return res.body as { id: number; pocket_layout: string };
}

const itemOf = async (user: TestUser, id: number) =>
  (await call(t, user, 'GET', `/api/iOSUserCards/${id}`)).body as UserProduct;

describe('item locations', () => {
  it('stores a page and pocket, and refuses a pocket outside the layout naming the field', async () => {
    const binder = await newBinder(ash, 'Small', '2x2');
    expect(binder.pocket_layout).toBe('2x2');
    const item = await addItem(t, ash, {
      product_id: 'base1-4',
      binder_id: binder.id,
      binder_page: 2,
      binder_pocket: 4,
    });
    expect(item).toMatchObject({ binder_page: 2, binder_pocket: 4, box_name: null });

    const outside = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, { binder_pocket: 5 });
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toContain('binder_pocket: must be between 1 and 4');
    const pageZero = await call(t, ash, 'PUT', `/api/iOSUserCards/${item.id}`, { binder_page: 0 });
    expect(pageZero.status).toBe(400);
    expect(pageZero.body.error.message).toContain('binder_page');
    const noBinder = await call(t, ash, 'POST', '/api/iOSUserCards/', {
      product_id: 'base1-2',
      binder_page: 1,
      binder_pocket: 1,
    });
    expect(noBinder.status).toBe(400);
    expect(noBinder.body.error.message).toContain('binder_id: is required');
  });

  it('answers 409 naming the card already in the pocket', async () => {
    const binder = await newBinder(ash, 'Full');
    const spot = { binder_id: binder.id, binder_page: 1, binder_pocket: 5 };
    await addItem(t, ash, { product_id: 'base1-4', ...spot });
    const second = await call(t, ash, 'POST', '/api/iOSUserCards/', {
      product_id: 'base1-2',
      ...spot,
    });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toMatch(/page 1, pocket 5 of this binder already holds \w/);
  });

  it('moves a copy into a box, out of its pocket, and lists items sorted by location', async () => {
    const binder = await newBinder(ash, 'Sorted');
    const late = await addItem(t, ash, {
      product_id: 'base1-4',
      binder_id: binder.id,
      binder_page: 2,
      binder_pocket: 1,
    });
    const early = await addItem(t, ash, {
      product_id: 'base1-2',
      binder_id: binder.id,
      binder_page: 1,
      binder_pocket: 3,
    });
    const boxed = await addItem(t, ash, {
      product_id: 'base1-58',
      box_name: 'Bulk box A',
      box_row: 2,
    });
    const moved = await call(t, ash, 'PUT', `/api/iOSUserCards/${late.id}`, {
      box_name: 'Bulk box A',
      box_row: 1,
    });
    expect(moved.body).toMatchObject({ binder_page: null, binder_pocket: null, box_row: 1 });

    const inBinder = await call(
      t,
      ash,
      'GET',
      `/api/iOSUserCards/locations?binder_id=${binder.id}`,
    );
    expect(inBinder.body.map((item: UserProduct) => item.id)).toEqual([early.id, late.id]);
    const inBox = await call(t, ash, 'GET', '/api/iOSUserCards/locations?box_name=Bulk%20box%20A');
    expect(inBox.body.map((item: UserProduct) => item.id)).toEqual([late.id, boxed.id]);
    const theirs = await call(
      t,
      misty,
      'GET',
      `/api/iOSUserCards/locations?binder_id=${binder.id}`,
    );
    expect(theirs.body).toEqual([]);
  });
});

describe('binder pages', () => {
  it('files a scanned page into its pockets in reading order, reusing unfiled copies', async () => {
    const binder = await newBinder(ash, 'Scanned');
    const unfiled = await addItem(t, ash, { product_id: 'base1-2' });
    const wasThere = await addItem(t, ash, {
      product_id: 'base1-10',
      binder_id: binder.id,
      binder_page: 3,
      binder_pocket: 1,
    });
    const res = await call(t, ash, 'POST', `/api/binders/${binder.id}/pages/3/file`, {
      entries: [{ product_id: 'base1-4' }, null, { product_id: 'base1-2' }],
    });
    expect(res.status).toBe(200);
    const [first, third] = res.body.placed;
    expect(first).toMatchObject({ binder_pocket: 1, created: true });
    expect(third).toEqual({ binder_pocket: 3, user_product_id: unfiled.id, created: false });
    expect(res.body.taken_out).toEqual([wasThere.id]);
    expect(await itemOf(ash, first.user_product_id)).toMatchObject({
      product_id: 'base1-4',
      binder_id: binder.id,
      binder_page: 3,
      binder_pocket: 1,
    });
    expect(await itemOf(ash, wasThere.id)).toMatchObject({
      binder_id: binder.id,
      binder_page: null,
    });
  });

  it("refuses another user's binder and items, and changes nothing", async () => {
    const binder = await newBinder(ash, 'Private');
    const mine = await addItem(t, misty, { product_id: 'base1-4' });
    const intoTheirs = await call(t, misty, 'POST', `/api/binders/${binder.id}/pages/1/file`, {
      entries: [{ user_product_id: mine.id }],
    });
    expect(intoTheirs.status).toBe(404);
    const layout = await call(t, misty, 'PUT', `/api/binders/${binder.id}/layout`, {
      pocket_layout: '2x2',
    });
    expect(layout.status).toBe(404);
    const ashBinder = await newBinder(ash, 'Ash own');
    const theirItem = await call(t, ash, 'POST', `/api/binders/${ashBinder.id}/pages/1/file`, {
      entries: [{ user_product_id: mine.id }],
    });
    expect(theirItem.status).toBe(404);
    expect(await itemOf(misty, mine.id)).toMatchObject({ binder_id: null, binder_page: null });
  });

  it('changes the layout unless copies sit in pockets the new one lacks', async () => {
    const binder = await newBinder(ash, 'Resized');
    await addItem(t, ash, {
      product_id: 'base1-4',
      binder_id: binder.id,
      binder_page: 1,
      binder_pocket: 9,
    });
    const smaller = await call(t, ash, 'PUT', `/api/binders/${binder.id}/layout`, {
      pocket_layout: '2x2',
    });
    expect(smaller.status).toBe(409);
    expect(smaller.body.error.message).toContain('1 item sits in pockets a 2x2 page does not have');
    const larger = await call(t, ash, 'PUT', `/api/binders/${binder.id}/layout`, {
      pocket_layout: '4x3',
    });
    expect(larger.body).toMatchObject({ pocket_layout: '4x3' });
  });

  it('applies audit fixes: a misplaced copy moves, a missing one leaves its pocket', async () => {
    const binder = await newBinder(ash, 'Audited');
    const spot = (pocket: number) => ({
      binder_id: binder.id,
      binder_page: 1,
      binder_pocket: pocket,
    });
    const misplaced = await addItem(t, ash, { product_id: 'base1-4', ...spot(1) });
    const missing = await addItem(t, ash, { product_id: 'base1-2', ...spot(2) });
    const res = await call(t, ash, 'POST', `/api/binders/${binder.id}/audit/apply`, {
      moves: [{ user_product_id: misplaced.id, binder_page: 1, binder_pocket: 2 }],
      missing: [missing.id],
    });
    expect(res.body).toEqual({ moved: 1, taken_out: 1 });
    expect(await itemOf(ash, misplaced.id)).toMatchObject({ binder_pocket: 2 });
    expect(await itemOf(ash, missing.id)).toMatchObject({
      binder_id: binder.id,
      binder_pocket: null,
    });
  });

  it("refuses fixes onto a taken pocket or with another user's item, changing nothing", async () => {
    const binder = await newBinder(ash, 'Guarded');
    const spot = (pocket: number) => ({
      binder_id: binder.id,
      binder_page: 1,
      binder_pocket: pocket,
    });
    const mover = await addItem(t, ash, { product_id: 'base1-4', ...spot(1) });
    await addItem(t, ash, { product_id: 'base1-2', ...spot(2) });
    const taken = await call(t, ash, 'POST', `/api/binders/${binder.id}/audit/apply`, {
      moves: [{ user_product_id: mover.id, binder_page: 1, binder_pocket: 2 }],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toContain('page 1, pocket 2 of this binder already holds');
    const theirs = await addItem(t, misty, { product_id: 'base1-4' });
    const foreign = await call(t, ash, 'POST', `/api/binders/${binder.id}/audit/apply`, {
      missing: [mover.id, theirs.id],
    });
    expect(foreign.status).toBe(404);
    expect(await itemOf(ash, mover.id)).toMatchObject({ binder_page: 1, binder_pocket: 1 });
  });

  it('empties the pocket of a copy moved to another binder', async () => {
    const from = await newBinder(ash, 'From');
    const to = await newBinder(ash, 'To');
    const item = await addItem(t, ash, {
      product_id: 'base1-4',
      binder_id: from.id,
      binder_page: 1,
      binder_pocket: 1,
    });
    await call(t, ash, 'POST', '/api/binders/move-items', {
      userProductIds: [item.id],
      binder_id: to.id,
    });
    expect(await itemOf(ash, item.id)).toMatchObject({ binder_id: to.id, binder_page: null });
  });
});
