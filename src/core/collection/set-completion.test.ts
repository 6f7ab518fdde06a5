import { describe, expect, it } from 'vitest';
import { getOwnedProductIds, setCompletion } from './set-completion.ts';

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ product_id: `s-${index + 1}` }));

describe('setCompletion', () => {
  it('counts distinct owned cards of the set', () => {
    expect(setCompletion(new Set(['s-1', 's-2', 'other-9']), cards(4))).toEqual({
      owned: 2,
      total: 4,
      percent: 50,
    });
  });

  it('rounds down so 100% means complete', () => {
    const owned = new Set(cards(199).map((card) => card.product_id));
    expect(setCompletion(owned, cards(200)).percent).toBe(99);
    expect(setCompletion(new Set(['s-1', 's-2', 's-3']), cards(3)).percent).toBe(100);
  });

  it('is 0 of 0 for a set without cards', () => {
    expect(setCompletion(new Set(['s-1']), [])).toEqual({ owned: 0, total: 0, percent: 0 });
  });

  it('counts a card listed twice once', () => {
    expect(setCompletion(new Set(['s-1']), [...cards(2), { product_id: 's-1' }])).toEqual({
      owned: 1,
      total: 2,
      percent: 50,
    });
  });
});

describe('getOwnedProductIds', () => {
  it('takes owned items and leaves out the wishlist', () => {
    const ids = getOwnedProductIds([
      { product_id: 'a', wishlist: false },
      { product_id: 'a', wishlist: false },
      { product_id: 'b', wishlist: true },
    ]);
    expect([...ids]).toEqual(['a']);
  });

  it('wishlisted cards do not raise completion', () => {
    const owned = getOwnedProductIds([
      { product_id: 's-1', wishlist: false },
      { product_id: 's-2', wishlist: true },
    ]);
    expect(setCompletion(owned, cards(2))).toEqual({ owned: 1, total: 2, percent: 50 });
  });
});
