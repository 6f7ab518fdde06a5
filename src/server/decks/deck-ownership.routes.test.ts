import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, call, daysAgo, insertPrices } from '../collection/collection-test-kit.ts';
import type { TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/users.ts';
import { createDeckTestApp } from './test-fixtures/deck-test-kit.ts';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await createDeckTestApp();
  user = await createTestUser(t.app);
  await insertPrices(t, [
    { productId: 'sv08-057', date: daysAgo(1), market: 350 },
    { productId: 'sv08-057', variant: 'reverse', date: daysAgo(1), market: 500 },
    { productId: 'sve-004', date: daysAgo(1), market: 10 },
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function wishlistRows(userId: number) {
  const { rows } = await t.app.pool.query<{ product_id: string; quantity: number }>(
    `SELECT product_id, quantity FROM user_products
     WHERE user_id = $1 AND wishlist ORDER BY product_id`,
    [userId],
  );
  return rows;
}

describe('ownership, cost to complete and the wishlist', () => {
  it('counts any printing of the same card as owned and prices what is missing', async () => {
    // Two Pikachu ex in another printing, 10 Lightning Energy, and a wishlisted Pikachu ex
    // (not owned); a Base Set Pikachu is a different card.
    await addItem(t, user, { product_id: 'sv08-238', quantity: 2 });
    await addItem(t, user, { product_id: 'sve-004', quantity: 10 });
    await addItem(t, user, { product_id: 'sv08-057', quantity: 1, wishlist: true });
    await addItem(t, user, { product_id: 'base1-58', quantity: 3 });
    const deck = (await call(t, user, 'POST', '/api/decks', { name: 'Own', format: 'standard' }))
      .body;
    await call(t, user, 'PUT', `/api/decks/${deck.id}/cards/sv08-057`, { count: 4 });
    await call(t, user, 'PUT', `/api/decks/${deck.id}/cards/nothing`, { count: 4 });
    const detail = (
      await call(t, user, 'PUT', `/api/decks/${deck.id}/cards/sve-004`, { count: 56 })
    ).body;
    expect(
      detail.cards.map((c: Record<string, unknown>) => [
        c.product_id,
        c.owned,
        c.missing,
        c.market_price,
      ]),
    ).toEqual([
      ['sv08-057', 2, 2, 3.5],
      ['sve-004', 10, 46, 0.1],
    ]);
    expect(detail).toMatchObject({
      missing_count: 48,
      unpriced_missing_count: 0,
      cost_to_complete: (2 * 350 + 46 * 10) / 100,
      legal: true,
    });

    const added = await call(t, user, 'POST', `/api/decks/${deck.id}/wishlist-missing`);
    // One Pikachu ex was already wishlisted, so 1 (not 2) more is added.
    expect(added.body).toEqual({ added: 47, items: 2 });
    // Recorded in the collection's history as one batch from this deck (ADR 074).
    const { rows: history } = await t.app.pool.query(
      `SELECT origin, origin_detail, count(DISTINCT batch_id)::int AS batches
       FROM collection_changes WHERE user_id = $1 AND origin = 'deck_wishlist'
       GROUP BY origin, origin_detail`,
      [user.id],
    );
    expect(history).toEqual([{ origin: 'deck_wishlist', origin_detail: 'Own', batches: 1 }]);
    expect(await wishlistRows(user.id)).toEqual([
      { product_id: 'sv08-057', quantity: 1 },
      { product_id: 'sv08-057', quantity: 1 },
      { product_id: 'sve-004', quantity: 46 },
    ]);
    const again = await call(t, user, 'POST', `/api/decks/${deck.id}/wishlist-missing`);
    expect(again.body).toEqual({ added: 0, items: 0 });
    // Wishlist items are not owned: the deck still misses the same cards.
    const after = (await call(t, user, 'GET', `/api/decks/${deck.id}`)).body;
    expect(after.missing_count).toBe(48);
  });

  it('splits owned copies across two printings of one card without counting them twice', async () => {
    const other = await createTestUser(t.app);
    await addItem(t, other, { product_id: 'sv08-238', quantity: 3 });
    const deck = (await call(t, other, 'POST', '/api/decks', { name: 'Split', format: 'standard' }))
      .body;
    await call(t, other, 'PUT', `/api/decks/${deck.id}/cards/sv08-057`, { count: 2 });
    const detail = (
      await call(t, other, 'PUT', `/api/decks/${deck.id}/cards/sv08-238`, { count: 2 })
    ).body;
    expect(detail.cards.map((c: Record<string, unknown>) => [c.owned, c.missing])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(detail).toMatchObject({
      missing_count: 1,
      unpriced_missing_count: 1,
      cost_to_complete: 0,
    });
  });
});
