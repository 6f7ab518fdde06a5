import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addItem, call, createBinder, createTwoCollectors } from '../collection-test-kit.ts';

let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors());
});
afterAll(async () => t.close());

const apply = (user: TestUser, body: unknown) =>
  call(t, user, 'POST', '/api/boxes/audit/apply', body);

async function itemOf(user: TestUser, id: number): Promise<UserProduct | undefined> {
  const items: UserProduct[] = (await call(t, user, 'GET', '/api/iOSUserCards/')).body;
  return items.find((item) => item.id === id);
}

describe('POST /api/boxes/audit/apply', () => {
  it('moves misplaced and unexpected copies to where they were found and takes missing ones out', async () => {
    const binder = await createBinder(t, ash, 'Found in a box');
    const misplaced = await addItem(t, ash, {
      product_id: 'base1-4',
      box_name: 'Walk A',
      box_row: 1,
    });
    const missing = await addItem(t, ash, {
      product_id: 'base1-2',
      box_name: 'Walk A',
      box_row: 2,
    });
    const pocketed = await addItem(t, ash, {
      product_id: 'base1-58',
      binder_id: binder.id,
      binder_page: 1,
      binder_pocket: 1,
    });
    const res = await apply(ash, {
      box_name: 'Walk A',
      moves: [
        { user_product_id: misplaced.id, box_name: 'Walk B', box_row: 3 },
        { user_product_id: pocketed.id, box_name: 'Walk A', box_row: 2 },
      ],
      missing: [missing.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ moved: 2, taken_out: 1 });
    expect(await itemOf(ash, misplaced.id)).toMatchObject({ box_name: 'Walk B', box_row: 3 });
    expect(await itemOf(ash, pocketed.id)).toMatchObject({
      box_name: 'Walk A',
      box_row: 2,
      binder_page: null,
      binder_pocket: null,
    });
    expect(await itemOf(ash, missing.id)).toMatchObject({ box_name: null, box_row: null });
  });

  it("refuses an unknown box, another user's item or a missing copy outside the box, changing nothing", async () => {
    const kept = await addItem(t, ash, { product_id: 'base1-4', box_name: 'Guarded', box_row: 1 });
    const other = await addItem(t, ash, { product_id: 'base1-2', box_name: 'Else', box_row: 1 });
    const theirs = await addItem(t, misty, { product_id: 'base1-4', box_name: 'Guarded' });

    const unknownBox = await apply(ash, { box_name: 'Nowhere', missing: [kept.id] });
    expect(unknownBox.status).toBe(404);
    expect(unknownBox.body.error.message).toContain('no box named "Nowhere"');

    const foreign = await apply(ash, { box_name: 'Guarded', missing: [kept.id, theirs.id] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toContain(`no collection item with id ${theirs.id}`);

    const outside = await apply(ash, { box_name: 'Guarded', missing: [kept.id, other.id] });
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toContain(`item ${other.id} is not in this box`);

    expect(await itemOf(ash, kept.id)).toMatchObject({ box_name: 'Guarded', box_row: 1 });
    expect(await itemOf(misty, theirs.id)).toMatchObject({ box_name: 'Guarded' });
  });
});
