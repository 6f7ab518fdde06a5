import { describe, expect, it } from 'vitest';
import {
  countOwnedCopies,
  GRADE_OPTIONS,
  getVariantOptions,
  hasEnoughValues,
  needsGradedPriceLookup,
} from './client-rules.ts';
import type { CollectionValueEntry } from './user-product.schema.ts';

function entry(current: number | null): CollectionValueEntry {
  return {
    current_value: current,
    previous_value: null,
    daily_change: null,
    unit_value: current,
    price_date: null,
    price_source: null,
  };
}

const tenProducts = Array.from({ length: 10 }, (_, index) => ({ id: index + 1 }));

function valuesFor(count: number, value: number | null = 1) {
  return Object.fromEntries(
    tenProducts.slice(0, count).map((product) => [String(product.id), entry(value)]),
  );
}

describe('hasEnoughValues', () => {
  it.each([
    [10, true],
    [8, true],
    [7, false],
    [0, false],
  ])('with %i of 10 products valued it says %s', (count, expected) => {
    expect(hasEnoughValues(tenProducts, valuesFor(count))).toBe(expected);
  });

  it('does not count entries whose current value is unknown', () => {
    expect(hasEnoughValues(tenProducts, valuesFor(10, null))).toBe(false);
  });

  it('has enough for an empty collection and not enough before values arrive', () => {
    expect(hasEnoughValues([], undefined)).toBe(true);
    expect(hasEnoughValues(tenProducts, undefined)).toBe(false);
  });

  it('ignores value entries of items that are no longer in the collection', () => {
    const values = { ...valuesFor(7), '99': entry(5), '98': entry(5) };
    expect(hasEnoughValues(tenProducts, values)).toBe(false);
  });
});

describe('needsGradedPriceLookup', () => {
  const base = { graded: true, api_id: 'sv1-1', grade_score: 9, grading_company: 'PSA' };
  it.each([
    ['a PSA 9 with an api id', base, true],
    ['each priced company', { ...base, grading_company: 'TAG' }, true],
    ['CGC at exactly grade 7', { ...base, grading_company: 'CGC', grade_score: 7 }, true],
    ['a half grade above 7', { ...base, grading_company: 'BGS', grade_score: 9.5 }, true],
    ['SGC 10', { ...base, grading_company: 'SGC', grade_score: 10 }, true],
    ['an ungraded item', { ...base, graded: false }, false],
    ['no api id', { ...base, api_id: null }, false],
    ['an empty api id', { ...base, api_id: '' }, false],
    ['grade 6.5', { ...base, grade_score: 6.5 }, false],
    ['no grade', { ...base, grade_score: null }, false],
    ['a company without graded prices (ACE)', { ...base, grading_company: 'ACE' }, false],
    ['no company', { ...base, grading_company: null }, false],
  ])('%s -> %s', (_label, item, expected) => {
    expect(needsGradedPriceLookup(item)).toBe(expected);
  });
});

describe('countOwnedCopies', () => {
  it('adds the quantities of the owned items of one product and skips the wishlist', () => {
    const items = [
      { product_id: 'a', quantity: 2, wishlist: false },
      { product_id: 'a', quantity: 1, wishlist: false },
      { product_id: 'a', quantity: 5, wishlist: true },
      { product_id: 'b', quantity: 3, wishlist: false },
    ];
    expect(countOwnedCopies(items, 'a')).toBe(3);
    expect(countOwnedCopies(items, 'c')).toBe(0);
  });
});

describe('getVariantOptions', () => {
  it('lists distinct types with normal first', () => {
    expect(
      getVariantOptions([{ type: 'reverse' }, { type: 'normal' }, { type: 'reverse' }]),
    ).toEqual([
      { value: 'normal', label: 'Normal' },
      { value: 'reverse', label: 'Reverse holo' },
    ]);
  });

  it('offers normal for a product without variant data', () => {
    expect(getVariantOptions(null)).toEqual([{ value: 'normal', label: 'Normal' }]);
    expect(getVariantOptions([])).toEqual([{ value: 'normal', label: 'Normal' }]);
  });

  it('names unknown types readably', () => {
    expect(getVariantOptions([{ type: 'cosmos-holo' }])).toEqual([
      { value: 'cosmos-holo', label: 'Cosmos holo' },
    ]);
  });
});

describe('GRADE_OPTIONS', () => {
  it('runs from 10 down to 1 in half steps', () => {
    expect(GRADE_OPTIONS).toHaveLength(19);
    expect(GRADE_OPTIONS[0]).toBe(10);
    expect(GRADE_OPTIONS[1]).toBe(9.5);
    expect(GRADE_OPTIONS.at(-1)).toBe(1);
  });
});
