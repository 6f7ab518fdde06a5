import { describe, expect, it } from 'vitest';
import { getPriceBasisNote, getPrintingFilterOptions, matchesPrinting } from './printing-filter.ts';

const FIRST = 'holo/sub:shadowless/stamp:1st-edition';

describe('matchesPrinting', () => {
  it('keeps the exact printing, or every printing of a plain type', () => {
    expect(matchesPrinting(FIRST, FIRST)).toBe(true);
    expect(matchesPrinting('holo/sub:unlimited', FIRST)).toBe(false);
    expect(matchesPrinting(FIRST, 'holo')).toBe(true);
    expect(matchesPrinting('reverse', 'holo')).toBe(false);
  });
});

describe('getPrintingFilterOptions', () => {
  it('offers the types present, then the exact printings present', () => {
    expect(
      getPrintingFilterOptions([{ variant: FIRST }, { variant: 'normal' }, { variant: FIRST }]),
    ).toEqual([
      { value: 'holo', label: 'Holo (all printings)' },
      { value: 'normal', label: 'Normal (all printings)' },
      { value: FIRST, label: 'Holo – Shadowless – 1st edition stamp' },
    ]);
    expect(getPrintingFilterOptions(undefined)).toEqual([]);
  });
});

describe('getPriceBasisNote', () => {
  it("says whose price a borrowed value is, and nothing for the printing's own", () => {
    expect(getPriceBasisNote(FIRST, { price_basis: 'type_fallback', price_variant: 'holo' })).toBe(
      'Price of Holo; no separate price for Shadowless – 1st edition stamp',
    );
    expect(
      getPriceBasisNote('reverse', { price_basis: 'type_fallback', price_variant: 'normal' }),
    ).toBe('Price of Normal; no separate price for Reverse holo');
    expect(getPriceBasisNote(FIRST, { price_basis: 'printing', price_variant: FIRST })).toBeNull();
    expect(getPriceBasisNote(FIRST, undefined)).toBeNull();
  });
});
