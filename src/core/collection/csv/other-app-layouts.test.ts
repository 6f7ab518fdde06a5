import { describe, expect, it } from 'vitest';
import {
  charizard,
  etb,
  japaneseCard,
  makeProduct,
  pikachu,
  SETS,
} from '../collection-csv.fixtures.ts';
import { parseImportCsv } from '../collection-csv-layouts.ts';
import { buildCatalogIndex, matchImportCandidates } from '../collection-csv-match.ts';
import * as samples from './other-app-samples.fixtures.ts';

const catalog = buildCatalogIndex([charizard, pikachu, etb, japaneseCard]);
const read = (text: string) => {
  const parsed = parseImportCsv(text);
  return { parsed, ...matchImportCandidates(parsed.candidates, SETS, catalog) };
};
const items = (text: string) => read(text).matched.map((row) => ({ line: row.line, ...row.input }));

describe('Dragon Shield export', () => {
  it('reads folders, prices and dates; drops the sep= line; names the row it cannot match', () => {
    const { parsed, unmatched } = read(samples.DRAGON_SHIELD);
    expect(parsed.layout).toBe('dragonshield');
    expect(read(samples.DRAGON_SHIELD).matched.map((row) => row.binder)).toEqual([
      'Vintage',
      'Binder, modern',
    ]);
    expect(items(samples.DRAGON_SHIELD)).toMatchObject([
      { product_id: 'base1-4', variant: 'holo', condition: 'NM', purchase_price: 250 },
      {
        product_id: 'sv03.5-25',
        variant: 'reverse',
        quantity: 3,
        condition: 'LP',
        purchase_price: 0.5,
        purchased_on: '2024-04-15',
      },
    ]);
    expect(unmatched).toEqual([
      { line: expect.any(Number), message: 'no card numbered 10 in Base Set' },
    ]);
  });

  it('held out: semicolons, BOM, decimal comma, other column order', () => {
    const { parsed, matched, unmatched } = read(samples.DRAGON_SHIELD_HELD_OUT);
    expect(parsed.layout).toBe('dragonshield');
    expect(matched[0]?.input).toMatchObject({
      product_id: 'base1-4',
      quantity: 2,
      condition: 'MP',
      purchase_price: 12.5,
      purchased_on: '2024-01-02',
    });
    expect(unmatched[0]?.message).toContain('no japanese set "151"');
  });
});

describe('PriceCharting collection export', () => {
  it('takes the number and printing from the product name and the grade from its condition', () => {
    const { parsed, matched, unmatched } = read(samples.PRICECHARTING);
    expect(parsed.layout).toBe('pricecharting');
    expect(matched.map((row) => row.input)).toMatchObject([
      {
        product_id: 'base1-4',
        graded: true,
        grading_company: 'PSA',
        grade_score: 9,
        purchase_price: 1200,
        notes: 'graded copy',
      },
      { product_id: 'sv03.5-25', variant: 'reverse', quantity: 2, purchase_price: 2 },
    ]);
    expect(unmatched).toEqual([
      { line: 4, message: 'no japanese set "Scarlet & Violet 151" in the catalog' },
    ]);
  });

  it('held out: spelled-out headers, semicolons, BGS half grades', () => {
    expect(items(samples.PRICECHARTING_HELD_OUT)).toMatchObject([
      { product_id: 'base1-4', grading_company: 'BGS', grade_score: 9.5, purchase_price: 999.99 },
      { product_id: 'base1-4', graded: false, condition: 'LP' },
    ]);
  });
});

describe('Dex export', () => {
  it('matches by card id, then by set id and number, with its detailed printings', () => {
    const { parsed, matched } = read(samples.DEX);
    expect(parsed.layout).toBe('dex');
    expect(matched.map((row) => row.input)).toMatchObject([
      { product_id: 'base1-4', variant: 'holo', grading_company: 'PSA', grade_score: 10 },
      // Poké Ball Holo is a reverse-holo pattern; the catalog only knows "reverse" here.
      { product_id: 'sv03.5-25', variant: 'reverse' },
      { product_id: 'sv03.5-25', quantity: 2, purchase_price: 3.5, notes: 'trade, maybe' },
    ]);
  });

  it('held out: snake_case headers and codes for languages', () => {
    expect(items(samples.DEX_HELD_OUT)).toMatchObject([
      { product_id: 'base1-4', condition: 'HP', grading_company: 'CGC', grade_score: 8.5 },
      { product_id: 'sv03.5-25', variant: 'normal', condition: 'DMG' },
    ]);
  });
});

describe('pkmn.gg export', () => {
  it('reads finishes and prices with thousands separators; a bad quantity is an error', () => {
    const { parsed, matched } = read(samples.PKMNGG);
    expect(parsed.layout).toBe('pkmngg');
    expect(matched.map((row) => row.input)).toMatchObject([
      { product_id: 'base1-4', variant: 'holo', purchase_price: 1050, notes: 'Christmas' },
      { product_id: 'sv03.5-25', variant: 'normal', quantity: 4 },
    ]);
    expect(parsed.errors).toEqual([
      { line: 4, message: 'quantity "many" must be a whole number from 1 to 9999' },
    ]);
  });

  it('held out: every cell quoted, semicolons, series prefix on the set name', () => {
    expect(items(samples.PKMNGG_HELD_OUT)).toMatchObject([
      { product_id: 'sv03.5-25', variant: 'reverse', quantity: 2 },
      { product_id: 'base1-4', grading_company: 'TAG', grade_score: 10 },
    ]);
  });
});

describe('TCG Collector export', () => {
  it('matches expansions with a series before the name, and sealed products by name', () => {
    const { parsed } = read(samples.TCG_COLLECTOR);
    expect(parsed.layout).toBe('tcgcollector');
    expect(items(samples.TCG_COLLECTOR)).toMatchObject([
      { product_id: 'base1-4', purchased_on: '2022-01-01' },
      { product_id: 'sv03.5-25', variant: 'normal' },
      { product_id: 'en-sealed-1', product_type: 'sealed' },
    ]);
  });

  it('held out: a first edition holo keeps the holo printing; an unknown number is unmatched', () => {
    const { matched, unmatched } = read(samples.TCG_COLLECTOR_HELD_OUT);
    expect(matched[0]?.input).toMatchObject({ product_id: 'base1-4', variant: 'holo' });
    expect(unmatched).toEqual([{ line: 3, message: 'no card numbered 999 in Base Set' }]);
  });
});

describe('Pokellector export', () => {
  it('reads collected counts and variations; an unknown set is unmatched', () => {
    const { parsed, unmatched } = read(samples.POKELLECTOR);
    expect(parsed.layout).toBe('pokellector');
    expect(items(samples.POKELLECTOR)).toMatchObject([
      { product_id: 'base1-4', variant: 'holo' },
      { product_id: 'sv03.5-25', variant: 'reverse', quantity: 2 },
    ]);
    expect(unmatched).toEqual([{ line: 4, message: 'no english set "Jungle" in the catalog' }]);
  });

  it('held out: lowercase headers, no variation (the default printing)', () => {
    expect(items(samples.POKELLECTOR_HELD_OUT)).toMatchObject([
      { product_id: 'sv03.5-25', variant: 'normal', quantity: 3 },
    ]);
  });
});

describe('ambiguous rows', () => {
  it('offers both cards when the number names one card and the name another', () => {
    const blastoise = makeProduct({
      product_id: 'base1-2',
      product_name: 'Blastoise',
      number: '2',
    });
    const index = buildCatalogIndex([charizard, blastoise]);
    const parsed = parseImportCsv(
      'Set,Card Name,Card Number,Variation,Collected\nBase Set,Blastoise,4,,1',
    );
    const { matched, ambiguous } = matchImportCandidates(parsed.candidates, SETS, index);
    expect(matched).toEqual([]);
    expect(ambiguous[0]?.choices.map((choice) => choice.product.product_id)).toEqual([
      'base1-4',
      'base1-2',
    ]);
  });

  it('lists every product a row can mean instead of picking one', () => {
    const shadowless = makeProduct({ product_id: 'base1-4-shadowless', variants: null });
    const index = buildCatalogIndex([charizard, shadowless]);
    const parsed = parseImportCsv(samples.POKELLECTOR);
    const { matched, ambiguous } = matchImportCandidates(parsed.candidates, SETS, index);
    expect(matched).toEqual([]);
    expect(ambiguous).toHaveLength(1);
    expect(ambiguous[0]?.line).toBe(2);
    expect(ambiguous[0]?.choices.map((choice) => choice.product.product_id)).toEqual([
      'base1-4',
      'base1-4-shadowless',
    ]);
  });
});

it('refuses a file of no known layout, naming the apps it reads', () => {
  expect(() => parseImportCsv('a,b,c\n1,2,3')).toThrow(
    /Dragon Shield.*Pokellector|Pokellector.*Dragon Shield/,
  );
});
