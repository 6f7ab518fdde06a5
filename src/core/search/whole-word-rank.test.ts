import { describe, expect, it } from 'vitest';
import { rankCards } from './rank-catalog.ts';
import { scoreCard } from './score-match.ts';
import { buildSearchIndex, searchCatalog } from './search-index.ts';

const card = (product_id: string, product_name: string, release_date: string) => ({
  product_id,
  product_name,
  number: '1',
  set_id: product_id.split('-')[0] as string,
  set_name: 'Set',
  release_date,
});

// Mewtwo's set is newer, so the catalog order alone would put it first.
const cards = [
  card('sv10-1', 'Mewtwo', '2025-05-30'),
  card('sv03.5-1', 'Mew ex', '2023-09-22'),
  card('sv09-1', 'Mewtwo ex', '2025-03-28'),
];

describe('a query word that is a whole word of the name breaks a tie', () => {
  it('keeps the spec scores', () => {
    expect(scoreCard(cards[0] as (typeof cards)[0], 'mew')).toBe(30);
    expect(scoreCard(cards[1] as (typeof cards)[0], 'mew')).toBe(30);
  });

  it('ranks "Mew ex" above "Mewtwo" for "mew", in the index and the plain ranking', () => {
    const expected = ['sv03.5-1', 'sv10-1', 'sv09-1'];
    expect(rankCards(cards, 'mew').cards.map((c) => c.product_id)).toEqual(expected);
    const index = buildSearchIndex(cards, []);
    expect(searchCatalog(index, 'mew').cards.map((c) => c.product_id)).toEqual(expected);
  });
});
