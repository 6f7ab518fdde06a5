import { describe, expect, it } from 'vitest';
import { getDefaultVariant, getVariantOptions } from './get-variant-options.ts';

describe('variant options', () => {
  it('offers each printing type once, in catalog order', () => {
    const options = getVariantOptions({
      variants: [{ type: 'holo', stamp: ['1st-edition'] }, { type: 'holo' }, { type: 'reverse' }],
    });
    expect(options).toEqual([
      { value: 'holo', label: 'Holo' },
      { value: 'reverse', label: 'Reverse holo' },
    ]);
    expect(getDefaultVariant(options)).toBe('holo');
  });

  it('defaults to normal when the card has it or nothing is known', () => {
    expect(
      getDefaultVariant(getVariantOptions({ variants: [{ type: 'reverse' }, { type: 'normal' }] })),
    ).toBe('normal');
    expect(getVariantOptions(null)).toEqual([{ value: 'normal', label: 'Normal' }]);
    expect(getDefaultVariant(getVariantOptions({ variants: [] }))).toBe('normal');
  });
});
