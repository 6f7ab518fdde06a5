import { describe, expect, it } from 'vitest';
import type { CardVariant } from '#core/catalog/product.schema.ts';
import { getVariantLabel, getVariantLabels } from './variant-label.ts';

describe('getVariantLabel', () => {
  it.each<[CardVariant, string]>([
    [{ type: 'normal' }, 'Normal'],
    [{ type: 'holo', stamp: ['1st-edition'] }, 'Holo – 1st edition stamp'],
    [{ type: 'reverse', foil: 'masterball' }, 'Reverse holo – Master Ball foil'],
    [{ type: 'reverse', foil: 'cracked-ice' }, 'Reverse holo – cracked ice foil'],
    [
      { type: 'holo', subtype: 'shadowless', stamp: ['1st-edition'] },
      'Holo – Shadowless – 1st edition stamp',
    ],
    [{ type: 'holo', subtype: '1999-2000-copyright' }, 'Holo – 1999 2000 copyright'],
    [{ type: 'normal', stamp: ['set-logo', 'staff'] }, 'Normal – set logo + staff stamp'],
    [{ type: 'holo', size: 'jumbo' }, 'Holo – Jumbo'],
    [{ type: 'normal', size: 'standard' }, 'Normal'],
    [{ type: 'galaxy-foil' }, 'Galaxy foil'],
  ])('%j', (variant, label) => {
    expect(getVariantLabel(variant)).toBe(label);
  });
});

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
