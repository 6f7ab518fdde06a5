import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTAS } from '#core/quotas/quotas.ts';
import { call, createCollectionTestApp } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/users.ts';

// Security round 3, item 4: per-user quotas answer 409 naming the limit; a bulk add that would
// pass the quota is refused whole; other users are not affected.
let t: TestApp;

beforeAll(async () => {
  t = await createCollectionTestApp();
});
afterAll(async () => t.close());

async function fillItems(userId: number, count: number) {
  await t.app.pool.query(
    `INSERT INTO user_products (user_id, product_id, product_type)
     SELECT $1, 'base1-2', 'card' FROM generate_series(1, $2)`,
    [userId, count],
  );
}

describe('collection item quota', () => {
  it('refuses a bulk add past 50,000 items whole, with a 409 naming the limit', async () => {
    const user = await createTestUser(t.app);
    await fillItems(user.id, QUOTAS.collection_items.limit - 1);
    const bulk = await call(t, user, 'POST', '/api/iOSUserCards/bulk', {
      products: [{ product_id: 'base1-4' }, { product_id: 'base1-4' }],
    });
    expect(bulk.status).toBe(409);
    expect(bulk.body.error.message).toBe('You can keep up to 50,000 collection items.');
    expect(bulk.body.error.issues).toMatchObject({ code: 'quota_collection_items', limit: 50_000 });
    const one = await call(t, user, 'POST', '/api/iOSUserCards/', { product_id: 'base1-4' });
    expect(one.status).toBe(201);
    const over = await call(t, user, 'POST', '/api/iOSUserCards/', { product_id: 'base1-4' });
    expect(over.status).toBe(409);
    const other = await createTestUser(t.app);
    expect(
      (await call(t, other, 'POST', '/api/iOSUserCards/', { product_id: 'base1-4' })).status,
    ).toBe(201);
  });

  it('holds when many adds race for the last place', async () => {
    const user = await createTestUser(t.app);
    await fillItems(user.id, QUOTAS.collection_items.limit - 3);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t, user, 'POST', '/api/iOSUserCards/', { product_id: 'base1-4' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    const { rows } = await t.app.pool.query(
      'SELECT count(*)::int AS n FROM user_products WHERE user_id = $1',
      [user.id],
    );
    expect(rows[0].n).toBe(QUOTAS.collection_items.limit);
  });
});

describe('binder, share link and deck quotas', () => {
  it('answer 409 with the limit once reached', async () => {
    const user = await createTestUser(t.app);
    await t.app.pool.query(
      `INSERT INTO binders (user_id, name) SELECT $1, 'B' || g FROM generate_series(1, $2) g`,
      [user.id, QUOTAS.binders.limit],
    );
    const binder = await call(t, user, 'POST', '/api/binders', { name: 'One more' });
    expect(binder.status).toBe(409);
    expect(binder.body.error.message).toBe('You can keep up to 200 binders.');
    for (let i = 0; i < QUOTAS.share_links.limit; i++) {
      expect((await call(t, user, 'POST', '/api/shares', { scope: 'wishlist' })).status).toBe(201);
    }
    const share = await call(t, user, 'POST', '/api/shares', { scope: 'wishlist' });
    expect(share.status).toBe(409);
    expect(share.body.error.message).toBe('You can keep up to 50 active share links.');
    await t.app.pool.query(
      `INSERT INTO decks (user_id, name, format) SELECT $1, 'D' || g, 'standard' FROM generate_series(1, $2) g`,
      [user.id, QUOTAS.decks.limit],
    );
    const deck = await call(t, user, 'POST', '/api/decks', { name: 'x', format: 'standard' });
    expect(deck.status).toBe(409);
    expect(deck.body.error.message).toBe('You can keep up to 200 decks.');
  });
});
