import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_BLOCKED_TITLE,
  countLimitedItems,
  getCheckoutBlock,
  STOCK_ERRORS_MESSAGE,
  TOO_MANY_ITEMS_MESSAGE,
} from './checkout-rules.ts';

const line = (quantity: number, categoryId: number | null = 1) => ({ quantity, categoryId });

describe('countLimitedItems', () => {
  it.each([
    ['sums quantities', [line(3), line(4)], 7],
    ['skips category 2', [line(3), line(9, 2)], 3],
    ['counts uncategorised items', [line(2, null)], 2],
  ])('%s', (_label, items, expected) => {
    expect(countLimitedItems(items)).toBe(expected);
  });
});

describe('getCheckoutBlock', () => {
  it('allows checkout with 10 items and no errors', () => {
    expect(getCheckoutBlock([line(10)], {})).toEqual({
      disabled: false,
      messages: [],
      title: undefined,
    });
  });

  it('blocks 11 items with the exact text and title', () => {
    const block = getCheckoutBlock([line(6), line(5)], {});
    expect(block.disabled).toBe(true);
    expect(block.messages).toEqual([
      'You can only have up to 10 items per order. Please remove some items to proceed.',
    ]);
    expect(block.title).toBe('Please resolve errors to proceed');
  });

  it('does not count category 2 towards the limit', () => {
    expect(getCheckoutBlock([line(10), line(30, 2)], {}).disabled).toBe(false);
  });

  it('blocks on any stock error with the exact text', () => {
    const block = getCheckoutBlock([line(1)], { '7': 'Only 2 left in stock' });
    expect(block.disabled).toBe(true);
    expect(block.messages).toEqual([
      'Some items in your cart cannot be purchased. Please resolve the issues to proceed to checkout.',
    ]);
    expect(block.title).toBe(CHECKOUT_BLOCKED_TITLE);
  });

  it('ignores empty error entries', () => {
    expect(getCheckoutBlock([line(1)], { '7': '', '8': undefined }).disabled).toBe(false);
  });

  it('shows both texts, stock first', () => {
    const block = getCheckoutBlock([line(11)], { '1': 'Out of stock' });
    expect(block.messages).toEqual([STOCK_ERRORS_MESSAGE, TOO_MANY_ITEMS_MESSAGE]);
  });

  it('disables an empty cart without a message', () => {
    expect(getCheckoutBlock([], {})).toEqual({ disabled: true, messages: [], title: undefined });
  });
});
