import type pg from 'pg';
import { type CardEra, renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import { addToScanIndex } from '../index-store.ts';

/** Synthetic faces for cards of the server test fixture catalog; the two Pikachu share art. */
export const FIXTURE_SCAN_CARDS = [
  {
    productId: 'base1-4',
    name: 'Charizard',
    number: '4',
    total: 102,
    setCode: 'BS',
    era: 'classic',
    hp: 120,
    types: ['Fire'],
  },
  {
    productId: 'base1-10',
    name: 'Mewtwo',
    number: '10',
    total: 102,
    setCode: 'BS',
    era: 'classic',
    hp: 60,
    types: ['Psychic'],
  },
  {
    productId: 'base1-2',
    name: 'Blastoise',
    number: '2',
    total: 102,
    setCode: 'BS',
    era: 'classic',
    hp: 100,
    types: ['Water'],
  },
  {
    productId: 'sv03.5-006',
    name: 'Charizard ex',
    number: '006',
    total: 165,
    setCode: 'MEW',
    era: 'scarlet',
    hp: 330,
    types: ['Fire'],
  },
  {
    productId: 'sv03.5-025',
    name: 'Pikachu',
    number: '025',
    total: 165,
    setCode: 'MEW',
    era: 'scarlet',
    hp: 60,
    types: ['Lightning'],
    artworkSeed: 2525,
  },
  {
    productId: 'sv08-025',
    name: 'Pikachu',
    number: '025',
    total: 191,
    setCode: 'SSP',
    era: 'scarlet',
    hp: 60,
    types: ['Lightning'],
    artworkSeed: 2525,
  },
  {
    productId: 'sv08-057',
    name: 'Pikachu ex',
    number: '057',
    total: 191,
    setCode: 'SSP',
    era: 'scarlet',
    hp: 200,
    types: ['Lightning'],
  },
  {
    productId: 'ja-SV8-001',
    name: 'Exeggcute',
    number: '001',
    total: 106,
    setCode: 'SV8',
    era: 'japanese',
    hp: 50,
    types: ['Grass'],
  },
] satisfies (Parameters<typeof renderSyntheticCard>[0] & { era: CardEra })[];

export async function renderFixtureCards(): Promise<Map<string, Buffer>> {
  const renders = await Promise.all(FIXTURE_SCAN_CARDS.map((card) => renderSyntheticCard(card)));
  return new Map(FIXTURE_SCAN_CARDS.map((card, i) => [card.productId, renders[i] as Buffer]));
}

/** Indexes the given fixture renders (all of them by default). */
export async function indexFixtureCards(
  pool: pg.Pool,
  renders: Map<string, Buffer>,
  only?: string[],
) {
  const entries = [...renders]
    .filter(([productId]) => !only || only.includes(productId))
    .map(([productId, image]) => ({ productId, image }));
  return addToScanIndex(pool, entries);
}
