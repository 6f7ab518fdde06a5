import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCollectionTestApp } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import {
  befriend,
  type Collector,
  createCollectorWithHandle,
  setPrivacy,
} from './social-test-kit.ts';

let t: TestApp;
let ash: Collector;
let misty: Collector;

beforeAll(async () => {
  t = await createCollectionTestApp();
  ash = await createCollectorWithHandle(t, 'ashpages');
  misty = await createCollectorWithHandle(t, 'mistypages');
  await befriend(t, ash, misty);
  await setPrivacy(t, misty, 'friends', false);
  await t.app.pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type)
     SELECT $1, 'base1-2', 'card' FROM generate_series(1, 501)`,
    [misty.id],
  );
});
afterAll(async () => t.close());

const url = () => `/api/friends/${misty.id}/collection`;

describe("a friend's collection", () => {
  it('answers in pages of 500 with the total, so a big collection costs one page a view', async () => {
    const first = await call(t, ash, 'GET', url());
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, page_size: 500, total_items: 501 });
    expect(first.body.items).toHaveLength(500);
    const second = await call(t, ash, 'GET', `${url()}?page=2`);
    expect(second.body.items).toHaveLength(1);
    expect((await call(t, ash, 'GET', `${url()}?page=0`)).status).toBe(400);
  });

  it('refuses a flood of views from one viewer with a 429', async () => {
    let status = 200;
    for (let i = 0; i < 70 && status !== 429; i++) {
      status = (await call(t, ash, 'GET', `/api/friends/${misty.id}/trade-matches`)).status;
    }
    expect(status).toBe(429);
    // Another viewer is not affected.
    expect((await call(t, misty, 'GET', `/api/friends/${ash.id}/trade-matches`)).status).not.toBe(
      429,
    );
  });
});
