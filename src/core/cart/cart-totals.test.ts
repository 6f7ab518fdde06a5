import { describe, expect, it } from 'vitest';
import { getCartTotals, getUnitPrice, isMember } from './cart-totals.ts';

describe('member prices', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [null, false],
    [undefined, false],
  ])('tier %s is a member: %s', (tier, expected) => {
    expect(isMember(tier)).toBe(expected);
  });

  it.each([
    ['free tier pays the price', { price: 1000, member_price: 800 }, 0, 1000],
    ['a member pays the member price', { price: 1000, member_price: 800 }, 1, 800],
    ['no member price: the price', { price: 1000, member_price: null }, 1, 1000],
    ['a member price above the price is ignored', { price: 1000, member_price: 1200 }, 1, 1000],
  ])('%s', (_label, item, tier, expected) => {
    expect(getUnitPrice(item, tier)).toBe(expected);
  });

  it('totals in cents with a member-discount line for members', () => {
    const items = [
      { price: 14_999, member_price: 12_999, quantity: 2 },
      { price: 499, member_price: null, quantity: 3 },
    ];
    expect(getCartTotals(items, 1)).toEqual({
      subtotal: 31_495,
      memberDiscount: 4000,
      total: 27_495,
      showMemberDiscount: true,
    });
    expect(getCartTotals(items, 0)).toEqual({
      subtotal: 31_495,
      memberDiscount: 0,
      total: 31_495,
      showMemberDiscount: false,
    });
  });
});
