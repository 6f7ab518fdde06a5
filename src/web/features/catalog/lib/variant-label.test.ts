import { describe, expect, it } from 'vitest';
import { getVariantLabels } from './variant-label.ts';

describe('getVariantLabels', () => {
  it('drops duplicate labels and handles missing data', () => {
    expect(
      getVariantLabels([
        { type: 'holo', tcgplayer_product_id: 1 },
        { type: 'holo', tcgplayer_product_id: 2 },
        { type: 'reverse' },
      ]),
    ).toEqual(['Holo', 'Reverse holo']);
    expect(getVariantLabels(null)).toEqual([]);
  });
});
