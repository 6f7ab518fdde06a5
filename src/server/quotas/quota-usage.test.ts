import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCollectionTestApp } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createCollectionTestApp();
});
afterAll(async () => t.close());

describe('GET /api/quotas', () => {
  it('tells a user how much of each quota they use, counting only their own things', async () => {
    const user = await createTestUser(t.app);
    const other = await createTestUser(t.app);
    await t.app.pool.query(
      `INSERT INTO user_products (user_id, product_id, product_type)
       SELECT $1, 'base1-2', 'card' FROM generate_series(1, 3)`,
      [user.id],
    );
    await call(t, user, 'POST', '/api/shares', { scope: 'collection' });

    const mine = await call(t, user, 'GET', '/api/quotas');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      collection_items: { count: 3, limit: 50_000 },
      share_links: { count: 1, limit: 50 },
      sell_requests: { count: 0, limit: 10 },
      grading_results: { count: 0, limit: 500 },
    });
    expect((await call(t, other, 'GET', '/api/quotas')).body.collection_items.count).toBe(0);
    expect((await call(t, null, 'GET', '/api/quotas')).status).toBe(401);
  });
});
