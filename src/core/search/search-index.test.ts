import { describe, expect, it } from 'vitest';
import { rankCards, rankSets } from './rank-catalog.ts';
import { buildSearchIndex, searchCatalog } from './search-index.ts';

type Card = {
  product_id: string;
  product_name: string;
  number: string | null;
  set_id: string;
  set_name: string | null;
  release_date?: string | null;
};

const sets = [
  {
    id: 'base1',
    name: 'Base Set',
    abbreviation: 'BS',
    url_name: 'base-set',
    release_date: '1999-01-09',
  },
  {
    id: 'sv08',
    name: 'Surging Sparks',
    abbreviation: 'SSP',
    url_name: 'surging-sparks',
    release_date: '2024-11-08',
  },
  {
    id: 'sv03.5',
    name: 'Scarlet & Violet—151',
    abbreviation: 'MEW',
    url_name: 'scarlet-violet-151',
    release_date: '2023-09-22',
  },
  {
    id: 'ja-SV2a',
    name: 'ポケモンカード151',
    abbreviation: null,
    url_name: 'ポケモンカード151',
    release_date: '2023-06-16',
  },
];
const setName = new Map(sets.map((s) => [s.id, s.name]));
const card = (set_id: string, number: string | null, product_name: string): Card => ({
  product_id: `${set_id}-${number ?? product_name}`,
  product_name,
  number,
  set_id,
  set_name: setName.get(set_id) ?? null,
});

const cards: Card[] = [
  card('base1', '4', 'Charizard'),
  card('base1', '58', 'Pikachu'),
  card('base1', '46', 'Charmander'),
  card('base1', '25', 'Dewgong'),
  card('sv03.5', '006', 'Charizard ex'),
  card('sv03.5', '025', 'Pikachu'),
  card('sv03.5', '199', 'Charizard ex'),
  card('sv03.5', '151', 'Mew ex'),
  card('sv08', '057', 'Pikachu ex'),
  card('sv08', '238', 'Pikachu ex'),
  card('sv08', '025', 'Pikachu'),
  card('ja-SV2a', '025', 'ピカチュウ'),
  card('ja-SV2a', '006', 'リザードンex'),
  card('ja-SV2a', '201', 'リザードンex'),
  { ...card('sv08', null, 'Surging Sparks Booster Box'), release_date: '2024-11-08' },
];

const queries = [
  'pikachu',
  'PIKACHU',
  'pikachu 25',
  'pikachu ex',
  'charizard ex',
  'charizard',
  'char',
  '25',
  '025',
  '006',
  'base',
  'base set',
  'surging sparks',
  'sparks pikachu',
  '151',
  'mew',
  'ex',
  'リザードン',
  'ピカチュウ 025',
  'zzz',
  'a',
  '',
  'booster',
  'pikachu 2',
  'x e',
];

describe('searchCatalog', () => {
  const index = buildSearchIndex(cards, sets);

  it.each(queries)('ranks %j exactly as rankCards does', (query) => {
    const expected = rankCards(
      cards.map((c) => ({
        ...c,
        release_date: c.release_date ?? sets.find((s) => s.id === c.set_id)?.release_date,
      })),
      query,
      { limit: 50 },
    );
    const result = searchCatalog(index, query, { limit: 50 });
    expect(result.cards.map((c) => c.product_id)).toEqual(expected.cards.map((c) => c.product_id));
    expect(result.total).toBe(expected.total);
    expect(result.sets).toEqual(rankSets(sets, query));
  });

  it('puts the exact number first for "pikachu 25", newer set first on ties', () => {
    const ids = searchCatalog(index, 'pikachu 25').cards.map((c) => c.product_id);
    expect(ids.slice(0, 2)).toEqual(['sv08-025', 'sv03.5-025']);
    expect(ids).not.toContain('base1-58');
  });

  it('puts the exact name first for "charizard ex"', () => {
    const ids = searchCatalog(index, 'charizard ex').cards.map((c) => c.product_id);
    expect(ids).toEqual(['sv03.5-006', 'sv03.5-199']);
  });

  it('returns nothing below the minimum length', () => {
    expect(searchCatalog(index, 'p')).toEqual({ cards: [], sets: [], total: 0 });
  });

  it('pages with offset and limit while counting every match', () => {
    const all = searchCatalog(index, 'pikachu', { limit: 50 });
    const page = searchCatalog(index, 'pikachu', { limit: 2, offset: 2 });
    expect(page.total).toBe(all.total);
    expect(page.cards).toEqual(all.cards.slice(2, 4));
  });

  it('caps results at 20 cards and 10 sets by default', () => {
    const many = Array.from({ length: 40 }, (_, i) => card('sv08', String(i + 1), 'Pikachu'));
    const manySets = Array.from({ length: 15 }, (_, i) => ({
      id: `s${i}`,
      name: `Pika Set ${i}`,
      abbreviation: null,
      url_name: `pika-set-${i}`,
      release_date: null,
    }));
    const result = searchCatalog(buildSearchIndex(many, manySets), 'pika');
    expect(result.cards).toHaveLength(20);
    expect(result.total).toBe(40);
    expect(result.sets).toHaveLength(10);
  });

  it('finds sets by abbreviation and url name', () => {
    expect(searchCatalog(index, 'ssp').sets.map((s) => s.id)).toEqual(['sv08']);
    expect(searchCatalog(index, 'surging-sparks').sets.map((s) => s.id)).toEqual(['sv08']);
  });
});
