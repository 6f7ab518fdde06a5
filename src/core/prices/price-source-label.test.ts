import { describe, expect, it } from 'vitest';
import { priceSourceLabel } from './price-source-label.ts';

describe('priceSourceLabel', () => {
  it('writes the known feeds as collectors do and keeps other names', () => {
    expect(priceSourceLabel('tcgplayer')).toBe('TCGplayer');
    expect(priceSourceLabel('CardMarket')).toBe('Cardmarket');
    expect(priceSourceLabel('pricecharting')).toBe('PriceCharting');
    expect(priceSourceLabel('my-shop-feed')).toBe('my-shop-feed');
  });
});
