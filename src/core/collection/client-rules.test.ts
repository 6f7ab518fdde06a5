import { describe, expect, it } from 'vitest';
import {
  countOwnedCopies,
  GRADE_OPTIONS,
  getItemVariantOptions,
  getVariantOptions,
  hasEnoughValues,
  isPrintingOfProduct,
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
  const charizard = [
    { type: 'holo', subtype: 'unlimited', tcgplayer_product_id: 42382 },
    { type: 'holo', subtype: 'shadowless', stamp: ['1st-edition'], tcgplayer_product_id: 106999 },
    { type: 'holo', subtype: 'shadowless', tcgplayer_product_id: 106999 },
  ];

  it('lists every printing, labelled as on the card page, in catalog order', () => {
    expect(getVariantOptions(charizard)).toEqual([
      { value: 'holo/sub:unlimited', label: 'Holo – Unlimited' },
      {
        value: 'holo/sub:shadowless/stamp:1st-edition',
        label: 'Holo – Shadowless – 1st edition stamp',
      },
      { value: 'holo/sub:shadowless', label: 'Holo – Shadowless' },
    ]);
  });

  it('puts normal first and drops duplicate printings', () => {
    expect(
      getVariantOptions([
        { type: 'reverse', foil: 'masterball' },
        { type: 'normal' },
        { type: 'reverse' },
        { type: 'reverse' },
      ]),
    ).toEqual([
      { value: 'normal', label: 'Normal' },
      { value: 'reverse/foil:masterball', label: 'Reverse holo – Master Ball foil' },
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

describe('getItemVariantOptions', () => {
  it("keeps an item's printing the catalog does not list selectable, first", () => {
    const holo = [{ type: 'holo', subtype: 'unlimited' }];
    expect(getItemVariantOptions(holo, 'holo/sub:unlimited')).toEqual([
      { value: 'holo/sub:unlimited', label: 'Holo – Unlimited' },
    ]);
    expect(getItemVariantOptions(holo, 'holo').map((option) => option.label)).toEqual([
      'Holo',
      'Holo – Unlimited',
    ]);
  });
});

describe('isPrintingOfProduct', () => {
  const printings = [{ type: 'holo', subtype: 'shadowless', stamp: ['1st-edition'] }];

  it("accepts the product's printings and plain types, not another card's printing", () => {
    expect(isPrintingOfProduct(printings, 'holo/sub:shadowless/stamp:1st-edition')).toBe(true);
    expect(isPrintingOfProduct(printings, 'holo')).toBe(true);
    expect(isPrintingOfProduct(printings, 'reverse')).toBe(true);
    expect(isPrintingOfProduct(printings, 'reverse/foil:masterball')).toBe(false);
    expect(isPrintingOfProduct(null, 'holo/stamp:1st-edition')).toBe(false);
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
