import { describe, expect, it } from 'vitest';
import { getRarityRank, isCardSort, type SortableCard, sortCards } from './sort-cards.ts';

function card(
  number: string,
  name: string,
  price: number | null,
  rarity: string | null,
): SortableCard {
  return { product_id: `s-${number}`, product_name: name, number, market_price: price, rarity };
}

const cards = [
  card('10', 'Bulbasaur', 1.5, 'Common'),
  card('TG01', 'Zapdos', null, 'Ultra Rare'),
  card('2', 'Charizard', 300, 'Rare'),
  card('1', 'Alakazam', 12, 'Special illustration rare'),
];
const numbers = (sorted: SortableCard[]) => sorted.map((c) => c.number);

describe('sortCards', () => {
  it('number-asc sorts naturally', () => {
    expect(numbers(sortCards(cards, 'number-asc'))).toEqual(['1', '2', '10', 'TG01']);
  });
  it('number-desc reverses it', () => {
    expect(numbers(sortCards(cards, 'number-desc'))).toEqual(['TG01', '10', '2', '1']);
  });
  it('name sorts alphabetically', () => {
    expect(numbers(sortCards(cards, 'name'))).toEqual(['1', '10', '2', 'TG01']);
  });
  it('price orders keep unpriced cards last', () => {
    expect(numbers(sortCards(cards, 'price-desc'))).toEqual(['2', '1', '10', 'TG01']);
    expect(numbers(sortCards(cards, 'price-asc'))).toEqual(['10', '1', '2', 'TG01']);
  });
  it('rarity puts the rarest first', () => {
    expect(numbers(sortCards(cards, 'rarity'))).toEqual(['1', 'TG01', '2', '10']);
  });
  it('does not change its input', () => {
    const copy = [...cards];
    sortCards(cards, 'name');
    expect(cards).toEqual(copy);
  });
});

describe('getRarityRank', () => {
  it('ranks known rarities and tolerates unknown ones', () => {
    expect(getRarityRank('Hyper rare')).toBeGreaterThan(getRarityRank('Double rare'));
    expect(getRarityRank('ultra rare')).toBe(getRarityRank('Ultra Rare'));
    expect(getRarityRank(null)).toBe(0);
    expect(getRarityRank('Something new')).toBeGreaterThan(getRarityRank('Common'));
  });
});

describe('isCardSort', () => {
  it('accepts only the known options', () => {
    expect(isCardSort('price-asc')).toBe(true);
    expect(isCardSort('random')).toBe(false);
  });
});
