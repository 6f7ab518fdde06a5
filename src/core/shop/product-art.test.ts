import { describe, expect, it } from 'vitest';
import { drawProductArt, productArtUrl, productShape, wrapName } from './product-art.ts';

describe('drawn product art', () => {
  it.each([
    [{ name: 'Surging Sparks Booster Pack', categoryId: 1 }, 'pack'],
    [{ name: 'Twilight Masquerade Booster Box', categoryId: 1 }, 'box'],
    [{ name: 'Matte Card Sleeves (100)', categoryId: 2 }, 'accessory'],
  ] as const)('draws %o as a %s', (product, shape) => {
    expect(productShape(product)).toBe(shape);
  });

  it('is the same picture every time, and another one for another product', () => {
    const product = { name: 'Paldean Fates Tech Sticker Collection', categoryId: 1 };
    expect(drawProductArt(product)).toBe(drawProductArt({ ...product }));
    expect(drawProductArt(product)).not.toBe(drawProductArt({ ...product, name: 'Other' }));
  });

  it('writes the name, escaped, in lines that fit', () => {
    const svg = drawProductArt({ name: 'Scarlet & Violet 151 Booster Bundle', categoryId: 1 });
    expect(svg).toContain('Scarlet &amp; Violet');
    expect(svg).not.toContain('Scarlet & Violet');
    expect(wrapName('Scarlet & Violet 151 Booster Bundle', 18, 5)).toEqual([
      'Scarlet & Violet',
      '151 Booster Bundle',
    ]);
    expect(wrapName('a b c d', 1, 2)).toEqual(['a', 'b…']);
  });

  it('is a data URL an img can show', () => {
    expect(productArtUrl({ name: 'Pack', categoryId: null })).toMatch(
      /^data:image\/svg\+xml;utf8,/,
    );
  });
});
