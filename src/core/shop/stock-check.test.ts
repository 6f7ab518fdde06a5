import { describe, expect, it } from 'vitest';
import { checkStock, getStockError, STOCK_TEXT, validateStockBodySchema } from './stock-check.ts';

const product = (overrides = {}) => ({
  id: 999,
  stock: 2,
  hidden: false,
  memberOnly: false,
  ...overrides,
});

describe('getStockError', () => {
  it.each([
    ['enough stock', { id: 999, quantity: 2 }, product(), false, undefined],
    ['more than stock', { id: 999, quantity: 3 }, product(), false, 'Only 2 left in stock'],
    ['zero stock', { id: 999, quantity: 1 }, product({ stock: 0 }), false, 'Out of stock'],
    ['unknown product', { id: 999, quantity: 1 }, undefined, false, STOCK_TEXT.unavailable],
    [
      'hidden product',
      { id: 999, quantity: 1 },
      product({ hidden: true }),
      false,
      STOCK_TEXT.unavailable,
    ],
    [
      'member-only, not a member',
      { id: 999, quantity: 1 },
      product({ memberOnly: true }),
      false,
      STOCK_TEXT.membersOnly,
    ],
    [
      'member-only, a member',
      { id: 999, quantity: 1 },
      product({ memberOnly: true }),
      true,
      undefined,
    ],
    [
      'over the override',
      { id: 5, quantity: 2 },
      product({ id: 5, stock: 9 }),
      false,
      'Limited to 1 per order',
    ],
  ])('%s', (_label, line, facts, member, expected) => {
    expect(getStockError(line, facts, member)).toBe(expected);
  });
});

describe('checkStock', () => {
  it('keys errors by product id', () => {
    const products = new Map([
      [1, product({ id: 1, stock: 1 })],
      [2, product({ id: 2, stock: 9 })],
    ]);
    expect(
      checkStock(
        [
          { id: 1, quantity: 2 },
          { id: 2, quantity: 1 },
        ],
        products,
        false,
      ),
    ).toEqual({
      valid: false,
      errors: { '1': 'Only 1 left in stock' },
    });
  });
});

describe('validateStockBodySchema', () => {
  it.each([
    ['negative quantity', { cartItems: [{ id: 1, quantity: -1 }] }],
    ['zero quantity', { cartItems: [{ id: 1, quantity: 0 }] }],
    ['fractional quantity', { cartItems: [{ id: 1, quantity: 1.5 }] }],
    ['non-numeric id', { cartItems: [{ id: 'abc', quantity: 1 }] }],
    [
      '1000 lines',
      { cartItems: Array.from({ length: 1000 }, (_, i) => ({ id: i + 1, quantity: 1 })) },
    ],
    ['no cartItems', {}],
  ])('refuses %s', (_label, body) => {
    expect(validateStockBodySchema.safeParse(body).success).toBe(false);
  });
});
