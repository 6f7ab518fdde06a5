import { describe, expect, it } from 'vitest';
import { charizard, etb, japaneseCard, pikachu, SETS } from './collection-csv.fixtures.ts';
import { detectLayout, parseImportCsv } from './collection-csv-layouts.ts';
import { buildCatalogIndex, matchImportCandidates } from './collection-csv-match.ts';

const catalog = buildCatalogIndex([charizard, pikachu, etb, japaneseCard]);
const match = (text: string) => {
  const parsed = parseImportCsv(text);
  return { parsed, ...matchImportCandidates(parsed.candidates, SETS, catalog) };
};

describe('TCGplayer app export', () => {
  const header =
    'Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,Language,Rarity,Product ID,SKU';

  it('is recognised by its header', () => {
    expect(detectLayout(header.split(','))).toBe('tcgplayer');
  });

  it('matches by TCGplayer product id, taking the printing of that id', () => {
    const { matched, unmatched } = match(
      `${header}\n2,Pikachu (Reverse),Pikachu,SV: Scarlet & Violet 151,025/165,MEW,Reverse Holofoil,Lightly Played,English,Common,9001,1\n`,
    );
    expect(unmatched).toEqual([]);
    expect(matched[0]).toMatchObject({
      line: 2,
      input: { product_id: 'sv03.5-25', variant: 'reverse', quantity: 2, condition: 'LP' },
    });
  });

  it('falls back to set code and number when the product id is unknown', () => {
    const { matched } = match(
      `${header}\n1,Charizard,Charizard,Base Set,4/102,BS,Holofoil,Near Mint Holofoil,English,Holo Rare,1,2\n`,
    );
    expect(matched[0]?.input).toMatchObject({ product_id: 'base1-4', variant: 'holo' });
  });

  it('matches sealed products by id and lists unknown rows with their line', () => {
    const { matched, unmatched } = match(
      [
        header,
        '1,151 Elite Trainer Box,151 Elite Trainer Box,SV: Scarlet & Violet 151,,MEW,Normal,Unopened,English,,503313,',
        '1,Mystery,Mystery,Unknown Set,7,ZZZ,Normal,Near Mint,English,Rare,424242,',
        '1,Charizard,Charizard,Base Set,99,BS,Normal,Near Mint,English,Rare,,',
      ].join('\n'),
    );
    expect(matched.map((row) => row.input.product_id)).toEqual(['en-sealed-1']);
    expect(unmatched).toEqual([
      { line: 3, message: 'no english set "Unknown Set" in the catalog' },
      { line: 4, message: 'no card numbered 99 in Base Set' },
    ]);
  });

  it('reports an unreadable quantity by line', () => {
    const { parsed } = match(
      `${header}\nlots,Charizard,Charizard,Base Set,4,BS,Normal,Near Mint,English,,,\n`,
    );
    expect(parsed.errors).toEqual([{ line: 2, message: 'Quantity "lots" must be 1 to 9999' }]);
  });
});

describe('Collectr export', () => {
  const header =
    'Portfolio Name,Category,Set,Product Name,Card Number,Rarity,Variance,Grade,Card Condition,Average Cost Paid,Quantity,Market Price (As of 2026-07-19),Price Override,Watchlist,Date Added,Notes';

  it('is recognised by its header, whatever the market price date', () => {
    expect(detectLayout(header.split(','))).toBe('collectr');
  });

  it('reads grades, costs, the watchlist and Japanese cards', () => {
    const { matched, unmatched, parsed } = match(
      [
        header,
        'Main,Pokemon,Base Set,Charizard,4/102,Rare Holo,Holofoil,PSA 9,Near Mint,280,1,300,0,false,2024-01-10,slabbed',
        'Main,Pokemon,151,Pikachu,025/165,Common,Reverse Holofoil,Ungraded,Lightly Played,0,2,1,0,true,2024-01-10,',
        'Main,Pokemon Japan,ポケモンカード151,ピカチュウ,025/165,C,Normal,Ungraded,Near Mint,1.5,1,1,0,false,2024-01-10,',
        'Main,Pokemon,151,151 Elite Trainer Box,,,Normal,Ungraded,Near Mint,49.99,1,60,0,false,2023-09-22,',
        'Main,Lorcana,Promo,Elsa,6,Promo,Holofoil,Ungraded,Near Mint,0,1,7.12,0,false,2026-01-24,',
      ].join('\n'),
    );
    expect(unmatched).toEqual([]);
    expect(parsed.skipped).toEqual([{ line: 6, message: 'not a Pokemon product' }]);
    expect(matched.map((row) => row.input)).toMatchObject([
      {
        product_id: 'base1-4',
        graded: true,
        grading_company: 'PSA',
        grade_score: 9,
        purchase_price: 280,
        notes: 'slabbed',
      },
      { product_id: 'sv03.5-25', variant: 'reverse', wishlist: true, purchase_price: null },
      { product_id: 'ja-SV2a-25', purchase_price: 1.5 },
      { product_id: 'en-sealed-1', product_type: 'sealed', graded: false },
    ]);
  });

  it('reports an unknown grade by line', () => {
    const { parsed } = match(
      `${header}\nMain,Pokemon,Base Set,Charizard,4,Rare,Holofoil,XYZ 11,Near Mint,0,1,0,0,false,,\n`,
    );
    expect(parsed.errors).toEqual([
      { line: 2, message: 'Grade "XYZ 11" is not a known company and grade' },
    ]);
  });
});
