import { describe, expect, it } from 'vitest';
import { getQuantityLimit, QUANTITY_OVERRIDES } from './cart-limits.ts';
import { getQuantityControls, normalizeQuantity } from './cart-quantity.ts';

describe('the override table', () => {
  it('limits a few products to 1, 2, 3, 6 or 20', () => {
    expect([...new Set(Object.values(QUANTITY_OVERRIDES))].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 6, 20,
    ]);
  });
});

describe('getQuantityLimit', () => {
  it.each([
    ['an override wins over stock', 5, 50, 1],
    ['an override wins even when stock is lower', 3, 4, 20],
    ['no override: the stock', 999, 7, 7],
    ['no override, no stock: 0', 999, 0, 0],
    ['negative stock counts as 0', 999, -3, 0],
  ])('%s', (_label, id, stock, expected) => {
    expect(getQuantityLimit(id, stock)).toBe(expected);
  });
});

describe('normalizeQuantity', () => {
  it.each<[string, unknown, number, number]>([
    ['non-numeric text becomes 1', 'abc', 10, 1],
    ['undefined becomes 1', undefined, 10, 1],
    ['NaN becomes 1', Number.NaN, 10, 1],
    ['0 becomes 1', 0, 10, 1],
    ['negative becomes 1', -4, 10, 1],
    ['a numeric string is read', '3', 10, 3],
    ['fractions are floored', 2.7, 10, 2],
    ['above the limit is capped', 11, 10, 10],
    ['at the limit stays', 10, 10, 10],
    ['infinity becomes 1', Number.POSITIVE_INFINITY, 10, 1],
    ['limit 0 keeps 1 (the stock check reports it)', 5, 0, 1],
  ])('%s', (_label, raw, limit, expected) => {
    expect(normalizeQuantity(raw, limit)).toBe(expected);
  });
});

describe('getQuantityControls', () => {
  it.each([
    ['quantity 1: decrease disabled', { id: 999, quantity: 1, stock: 5 }, false, true],
    ['in the middle: both enabled', { id: 999, quantity: 3, stock: 5 }, true, true],
    ['at the stock limit: increase disabled', { id: 999, quantity: 5, stock: 5 }, true, false],
    ['zero stock: both disabled', { id: 999, quantity: 2, stock: 0 }, false, false],
    ['at an override of 1', { id: 5, quantity: 1, stock: 50 }, false, false],
    ['below an override of 2', { id: 4, quantity: 1, stock: 50 }, false, true],
    ['at an override of 2', { id: 4, quantity: 2, stock: 50 }, true, false],
  ])('%s', (_label, item, canDecrease, canIncrease) => {
    const controls = getQuantityControls(item);
    expect(controls.canDecrease).toBe(canDecrease);
    expect(controls.canIncrease).toBe(canIncrease);
  });
});
