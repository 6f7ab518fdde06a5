import { describe, expect, it } from 'vitest';
import {
  isSearchable,
  normalizeSearchText,
  prepareQuery,
  stripLeadingZeros,
} from './normalize-search-text.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['Charizard ex', 'charizard ex'],
    ['  Pikachu   VMAX ', 'pikachu vmax'],
    ['Flabébé', 'flabebe'],
    ['Pokémon Center', 'pokemon center'],
    ['ＰＩＫＡＣＨＵ　２５', 'pikachu 25'],
    ['リザードンex', 'リザードンex'],
    ['ダ', 'ダ'],
    ['Nidoran♂', 'nidoran♂'],
  ])('normalizes %j to %j', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('stripLeadingZeros', () => {
  it.each([
    ['025', '25'],
    ['000', '0'],
    ['tg05', 'tg05'],
    ['sv001', 'sv001'],
    ['125', '125'],
  ])('%j -> %j', (input, expected) => {
    expect(stripLeadingZeros(input)).toBe(expected);
  });
});

describe('prepareQuery', () => {
  it('splits distinct words and builds a slug', () => {
    expect(prepareQuery(' Surging  Sparks surging ')).toEqual({
      text: 'surging sparks surging',
      words: ['surging', 'sparks'],
      slug: 'surging-sparks-surging',
    });
  });

  it.each([
    ['', false],
    ['a', false],
    [' a ', false],
    ['ab', true],
    ['a b', true],
    ['ピカ', true],
  ])('query %j searchable: %s', (query, expected) => {
    expect(isSearchable(prepareQuery(query))).toBe(expected);
  });
});
