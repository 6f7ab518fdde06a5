import { describe, expect, it } from 'vitest';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import type { CatalogSet } from '#core/catalog/set.schema.ts';
import type { ShopProduct } from '#core/shop/product.schema.ts';
import {
  getSearchOptions,
  getSubmitHref,
  getSuggestionsHint,
  moveActiveOption,
} from './search-targets.ts';

const card = (fields: Partial<TcgProduct>) => fields as TcgProduct;
const set = (fields: Partial<CatalogSet>) => fields as CatalogSet;

describe('getSearchOptions', () => {
  it('routes cards and sets by language, cards first', () => {
    const options = getSearchOptions(
      [
        card({ product_id: 'sv03-125', language: 'english', product_name: 'Charizard ex' }),
        card({ product_id: 'ja-SV3-001', language: 'japanese', product_name: 'x' }),
      ],
      [set({ id: 'zh-tw-SV3', set_name_id: 'zh-tw-SV3', language: 'chinese' })],
    );
    expect(options.map((o) => [o.kind, o.href])).toEqual([
      ['card', '/card/sv03-125'],
      ['card', '/japanese/card/ja-SV3-001'],
      ['set', '/chinese/sets/zh-tw-SV3'],
    ]);
  });

  it('adds shop products after sets, or before everything on shop pages', () => {
    const product = { id: 7, name: 'Booster Box' } as ShopProduct;
    const cards = [card({ product_id: 'sv03-125', language: 'english', product_name: 'x' })];
    expect(getSearchOptions(cards, [], [product]).map((o) => [o.kind, o.href])).toEqual([
      ['card', '/card/sv03-125'],
      ['shop', '/products/7'],
    ]);
    expect(getSearchOptions(cards, [], [product], true).map((o) => o.kind)).toEqual([
      'shop',
      'card',
    ]);
  });

  it('drops results without a route', () => {
    expect(getSearchOptions([card({ product_name: 'No id', language: 'english' })], [])).toEqual(
      [],
    );
  });
});

describe('getSubmitHref', () => {
  it.each([
    ['pikachu', '/', '/cards?search=pikachu'],
    [' charizard ex ', '/sets/sv03', '/cards?search=charizard%20ex'],
    ['tin', '/shop', '/shop?search=tin'],
    ['tin', '/products/12', '/shop?search=tin'],
    ['   ', '/', null],
  ])('%j on %s', (text, path, href) => {
    expect(getSubmitHref(text, path)).toBe(href);
  });
});

describe('moveActiveOption', () => {
  it('wraps around both ways and stays at -1 without options', () => {
    expect(moveActiveOption(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActiveOption(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActiveOption(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActiveOption(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActiveOption(0, 0, 'ArrowDown')).toBe(-1);
  });
});

describe('getSuggestionsHint', () => {
  it('tells keyboard users about the arrow keys and touch users to tap', () => {
    expect(getSuggestionsHint(3, false)).toBe(
      '3 suggestions. Use the arrow keys and Enter to open one. + adds a card to your collection.',
    );
    expect(getSuggestionsHint(3, true)).toBe(
      '3 suggestions. Tap one to open it. + adds a card to your collection.',
    );
  });
});
