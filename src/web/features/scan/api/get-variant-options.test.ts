import { describe, expect, it } from 'vitest';
import { getVariantOptions } from '#core/collection/client-rules.ts';
import { getDefaultVariant } from './get-variant-options.ts';

describe('scan printing choice', () => {
  it('offers a 1st-edition printing on its own, not as the default', () => {
    const options = getVariantOptions([
      { type: 'holo', stamp: ['1st-edition'] },
      { type: 'holo' },
      { type: 'reverse' },
    ]);
    expect(options).toEqual([
      { value: 'holo/stamp:1st-edition', label: 'Holo – 1st edition stamp' },
      { value: 'holo', label: 'Holo' },
      { value: 'reverse', label: 'Reverse holo' },
    ]);
    expect(getDefaultVariant(options)).toBe('holo');
    expect(
      getDefaultVariant(
        getVariantOptions([
          { type: 'holo', stamp: ['1st-edition'] },
          { type: 'holo', subtype: 'unlimited' },
        ]),
      ),
    ).toBe('holo/sub:unlimited');
  });

  it('defaults to normal when the card has it or nothing is known', () => {
    expect(getDefaultVariant(getVariantOptions([{ type: 'reverse' }, { type: 'normal' }]))).toBe(
      'normal',
    );
    expect(getDefaultVariant(getVariantOptions([]))).toBe('normal');
  });
});
