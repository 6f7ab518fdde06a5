import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.schema.ts';
import {
  addCartItem,
  clearCart,
  listCartItems,
  removeCartItem,
  setCartOpen,
  toggleCart,
  updateCartItemQuantity,
} from './cart-state.ts';
import { EMPTY_CART } from './empty-cart.ts';

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 101,
  name: 'Booster Box',
  price: 14_999,
  member_price: 12_999,
  quantity: 1,
  stock: 10,
  categoryId: 1,
  images: { imageUrl: null, mainImage: null },
  ...overrides,
});

describe('cart state', () => {
  it('adds an item and counts its quantity', () => {
    const state = addCartItem(EMPTY_CART, item({ quantity: 2 }));
    expect(state.items['101']?.quantity).toBe(2);
    expect(state.totalQuantity).toBe(2);
  });

  it('merges quantities for the same id', () => {
    let state = addCartItem(EMPTY_CART, item({ quantity: 2 }));
    state = addCartItem(state, item({ quantity: 3 }));
    expect(Object.keys(state.items)).toEqual(['101']);
    expect(state.items['101']?.quantity).toBe(5);
    expect(state.totalQuantity).toBe(5);
  });

  it('caps a merge at the limit (stock)', () => {
    let state = addCartItem(EMPTY_CART, item({ quantity: 8 }));
    state = addCartItem(state, item({ quantity: 8 }));
    expect(state.items['101']?.quantity).toBe(10);
  });

  it('caps at the override table', () => {
    const state = addCartItem(EMPTY_CART, item({ id: 5, quantity: 4, stock: 50 }));
    expect(state.items['5']?.quantity).toBe(1);
  });

  it('keeps several lines and sums them', () => {
    let state = addCartItem(EMPTY_CART, item({ quantity: 2 }));
    state = addCartItem(state, item({ id: 202, quantity: 3 }));
    expect(listCartItems(state)).toHaveLength(2);
    expect(state.totalQuantity).toBe(5);
  });

  it.each<[unknown, number]>([
    [4, 4],
    ['x', 1],
    [-2, 1],
    [99, 10],
  ])('update to %s sets %s and adjusts the total', (raw, expected) => {
    let state = addCartItem(EMPTY_CART, item({ quantity: 2 }));
    state = addCartItem(state, item({ id: 202, quantity: 1 }));
    state = updateCartItemQuantity(state, 101, raw);
    expect(state.items['101']?.quantity).toBe(expected);
    expect(state.totalQuantity).toBe(expected + 1);
  });

  it('ignores updates and removals of unknown ids', () => {
    const state = addCartItem(EMPTY_CART, item());
    expect(updateCartItemQuantity(state, 9, 3)).toBe(state);
    expect(removeCartItem(state, 9)).toBe(state);
  });

  it('removes a line and subtracts its quantity', () => {
    let state = addCartItem(EMPTY_CART, item({ quantity: 2 }));
    state = addCartItem(state, item({ id: 202, quantity: 3 }));
    state = removeCartItem(state, 101);
    expect(state.items['101']).toBeUndefined();
    expect(state.totalQuantity).toBe(3);
  });

  it('clears everything', () => {
    const state = clearCart(addCartItem(EMPTY_CART, item({ quantity: 2 })));
    expect(state.items).toEqual({});
    expect(state.totalQuantity).toBe(0);
  });

  it('opens, closes and toggles the drawer', () => {
    const open = setCartOpen(EMPTY_CART, true);
    expect(open.cartOpen).toBe(true);
    expect(toggleCart(open).cartOpen).toBe(false);
    expect(setCartOpen(open, true)).toBe(open);
  });
});
