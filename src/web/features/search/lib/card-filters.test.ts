import { describe, expect, it } from 'vitest';
import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import { filterCards, getFacets, sortCards } from './card-filters.ts';

const card = (
  product_id: string,
  fields: Partial<SyncedCard> & Pick<SyncedCard, 'product_name'>,
): SyncedCard => ({
  product_id,
  number: '1',
  set_id: 'sv03',
  set_name: 'Obsidian Flames',
  release_date: '2023-08-11',
  product_type: 'card',
  language: 'english',
  english_name: null,
  game: 'Pokemon',
  image_url: null,
  market_price: null,
  rarity: 'Common',
  ...fields,
});

// In the search's ranking order.
const cards = [
  card('sv03-125', {
    product_name: 'Charizard ex',
    number: '125',
    market_price: 40,
    rarity: 'Double rare',
  }),
  card('ja-SV3-066', {
    product_name: 'リザードンex',
    number: '066',
    set_id: 'ja-SV3',
    set_name: '黒炎の支配者',
    language: 'japanese',
    release_date: '2023-07-28',
    market_price: 25,
  }),
  card('base1-4', {
    product_name: 'Charizard',
    number: '4',
    set_id: 'base1',
    set_name: 'Base Set',
    release_date: '1999-01-09',
    rarity: 'Rare Holo',
  }),
];
const ids = (list: SyncedCard[]) => list.map((c) => c.product_id);

describe('/cards filters and sort', () => {
  it('filters by language, set, rarity and owned', () => {
    expect(ids(filterCards(cards, { language: 'japanese' }, null))).toEqual(['ja-SV3-066']);
    expect(ids(filterCards(cards, { set: 'base1' }, null))).toEqual(['base1-4']);
    expect(ids(filterCards(cards, { rarity: 'Double rare' }, null))).toEqual(['sv03-125']);
    const owned = new Set(['base1-4']);
    expect(ids(filterCards(cards, { owned: 'yes' }, owned))).toEqual(['base1-4']);
    expect(ids(filterCards(cards, { owned: 'no' }, owned))).toEqual(['sv03-125', 'ja-SV3-066']);
  });

  it('sorts by name, number, price (dearest first, unpriced last) and release (newest first)', () => {
    expect(ids(sortCards(cards, 'relevance'))).toEqual(['sv03-125', 'ja-SV3-066', 'base1-4']);
    expect(ids(sortCards(cards, 'name'))).toEqual(['base1-4', 'sv03-125', 'ja-SV3-066']);
    expect(ids(sortCards(cards, 'number'))).toEqual(['base1-4', 'ja-SV3-066', 'sv03-125']);
    expect(ids(sortCards(cards, 'price'))).toEqual(['sv03-125', 'ja-SV3-066', 'base1-4']);
    expect(ids(sortCards(cards, 'release'))).toEqual(['sv03-125', 'ja-SV3-066', 'base1-4']);
  });

  it('offers the sets and rarities among the matches', () => {
    expect(getFacets(cards)).toEqual({
      sets: [
        { value: 'base1', label: 'Base Set' },
        { value: 'sv03', label: 'Obsidian Flames' },
        { value: 'ja-SV3', label: '黒炎の支配者' },
      ],
      rarities: [
        { value: 'Common', label: 'Common' },
        { value: 'Double rare', label: 'Double rare' },
        { value: 'Rare Holo', label: 'Rare Holo' },
      ],
    });
  });
});
