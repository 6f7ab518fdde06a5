import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/users.ts';
import { addItem, call, createTwoCollectors } from '../collection-test-kit.ts';

// Issue 34, decision 076: the later edit wins, and a writer who had not seen it is told.
let t: TestApp;
let ash: TestUser;
let misty: TestUser;

beforeAll(async () => {
  ({ t, ash, misty } = await createTwoCollectors());
});
afterAll(async () => t.close());

async function put(user: TestUser, id: number, body: object, seen?: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/iOSUserCards/${id}`,
    headers: { ...user.headers, ...(seen ? { 'x-seen-version': seen } : {}) },
    payload: body,
  });
  return {
    status: res.statusCode,
    overwrote: res.headers['x-overwrote-version'],
    body: res.json(),
  };
}

describe('PUT /api/iOSUserCards/{id} with the version the tab saw', () => {
  it('saves the later edit and names the newer change it replaced', async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4', quantity: 1 });
    // Tab one saves on what it saw: nothing newer, no note.
    const first = await put(ash, item.id, { quantity: 2 }, item.updated_at);
    expect(first.status).toBe(200);
    expect(first.overwrote).toBeUndefined();
    const second = first.body as UserProduct;
    expect(Date.parse(second.updated_at)).toBeGreaterThan(Date.parse(item.updated_at));

    // Tab two still shows the first version: its edit wins and it is told what it replaced.
    const late = await put(ash, item.id, { condition: 'LP', quantity: 5 }, item.updated_at);
    expect(late.status).toBe(200);
    expect(late.overwrote).toBe(second.updated_at);
    expect(late.body).toMatchObject({ quantity: 5, condition: 'LP' });

    // Without the header the server writes as before.
    const plain = await put(ash, item.id, { quantity: 6 });
    expect(plain.status).toBe(200);
    expect(plain.overwrote).toBeUndefined();
  });

  it('refuses a version that is not a time, naming the header, and changes nothing', async () => {
    const item = await addItem(t, ash, { product_id: 'base1-2', quantity: 3 });
    const res = await put(ash, item.id, { quantity: 9 }, 'yesterday');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('x-seen-version');
    expect((await call(t, ash, 'GET', `/api/iOSUserCards/${item.id}`)).body.quantity).toBe(3);
  });

  it("answers 404 for another user's item and tells nothing about its version", async () => {
    const item = await addItem(t, ash, { product_id: 'base1-4' });
    const res = await put(misty, item.id, { quantity: 4 }, '2000-01-01T00:00:00.000Z');
    expect(res.status).toBe(404);
    expect(res.overwrote).toBeUndefined();
  });
});
