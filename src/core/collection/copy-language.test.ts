import { describe, expect, it } from 'vitest';
import { charizard, japaneseCard, makeItem, pikachu, SETS } from './collection-csv.fixtures.ts';
import { COLLECTION_CSV_COLUMNS, exportCollectionCsv } from './collection-csv.ts';
import { parseImportCsv } from './collection-csv-layouts.ts';
import { buildCatalogIndex, matchImportCandidates } from './collection-csv-match.ts';
import { buildRows, DEFAULT_FILTERS, filterRows } from './collection-view.ts';
import { getDifferentCopyLanguage, readCopyLanguage } from './copy-language.ts';
import { exportTcgplayerCsv } from './csv/export-formats.ts';

const catalog = buildCatalogIndex([charizard, pikachu, japaneseCard]);
const imported = (text: string) => {
  const parsed = parseImportCsv(text);
  return { parsed, ...matchImportCandidates(parsed.candidates, SETS, catalog) };
};

describe('the language of a copy', () => {
  it.each([
    ['French', 'FR'],
    ['fr', 'FR'],
    [' DE ', 'DE'],
    ['Japanese', 'JA'],
    ['Korean', 'KO'],
    ['Chinese (Simplified)', 'ZH-CN'],
    ['zh-tw', 'ZH-TW'],
    ['Klingon', null],
  ])('reads %j as %s', (text, code) => {
    expect(readCopyLanguage(text)).toBe(code);
  });

  it("shows a badge only when the copy's language differs from its card's", () => {
    expect(getDifferentCopyLanguage({ language: 'english', copy_language: 'FR' })).toBe('FR');
    expect(getDifferentCopyLanguage({ language: 'english', copy_language: 'EN' })).toBeNull();
    expect(getDifferentCopyLanguage({ language: 'japanese', copy_language: null })).toBeNull();
  });

  it('filters the collection by the language the copies are in', () => {
    const rows = buildRows(
      [
        makeItem(1, charizard, { copy_language: 'FR' }),
        makeItem(2, charizard),
        makeItem(3, japaneseCard),
      ],
      undefined,
    );
    const ids = (copyLanguage: 'FR' | 'EN' | 'JA') =>
      filterRows(rows, { ...DEFAULT_FILTERS, copyLanguage }).map((row) => row.item.id);
    expect(ids('FR')).toEqual([1]);
    expect(ids('EN')).toEqual([2]);
    expect(ids('JA')).toEqual([3]);
  });
});

describe('copy languages in CSV files', () => {
  const tcgplayer =
    'Quantity,Name,Simple Name,Set,Card Number,Set Code,Printing,Condition,Language,Rarity,Product ID,SKU';

  it("matches another app's French row to the English card and keeps FR as the copy's language", () => {
    const { matched, unmatched, parsed } = imported(
      [
        tcgplayer,
        '1,Charizard,Charizard,Base Set,4/102,BS,Holofoil,Near Mint,French,Holo Rare,,',
        '1,Charizard,Charizard,Base Set,4/102,BS,Holofoil,Near Mint,English,Holo Rare,,',
      ].join('\n'),
    );
    expect(parsed.errors).toEqual([]);
    expect(unmatched).toEqual([]);
    expect(matched.map((row) => row.input)).toMatchObject([
      { product_id: 'base1-4', copy_language: 'FR' },
      { product_id: 'base1-4', copy_language: null },
    ]);
  });

  it("reads a Language column of other layouts: 'Japanese' is the Japanese card in its own language", () => {
    const { matched, parsed } = imported(
      [
        'Card ID,Name,Set,Set ID,Number,Variant,Language,Condition,Quantity',
        ',Pikachu,ポケモンカード151,ja-SV2a,025,Normal,Japanese,Near Mint,1',
        ',Pikachu,151,sv03.5,025,Normal,DE,Near Mint,1',
        ',Pikachu,151,sv03.5,025,Normal,Klingon,Near Mint,1',
      ].join('\n'),
    );
    expect(matched.map((row) => row.input)).toMatchObject([
      { product_id: 'ja-SV2a-25', copy_language: null },
      { product_id: 'sv03.5-25', copy_language: 'DE' },
    ]);
    expect(parsed.errors).toEqual([
      { line: 4, message: expect.stringContaining('language "Klingon" is not a language we know') },
    ]);
  });

  it("writes Cardfolio's copy_language as the trailing column and reads it back", () => {
    const text = exportCollectionCsv([makeItem(1, charizard, { copy_language: 'IT' })], []);
    const [header, line] = text.split('\r\n');
    expect(header?.endsWith(',created_at,copy_language')).toBe(true);
    expect(line?.endsWith(',IT')).toBe(true);
    expect(imported(text).matched[0]?.input).toMatchObject({ copy_language: 'IT' });
  });

  it('reads older Cardfolio files without the column, and names a bad code', () => {
    const older = COLLECTION_CSV_COLUMNS.filter((column) => column !== 'copy_language');
    const row = 'base1-4,Charizard,Base Set,4,english,holo,1,NM,false,,,,,false,,,';
    expect(imported(`${older.join(',')}\n${row}\n`).matched[0]?.input).toMatchObject({
      copy_language: null,
    });
    const bad = imported(`${COLLECTION_CSV_COLUMNS.join(',')}\n${row},XX\n`);
    expect(bad.parsed.errors).toEqual([
      { line: 2, message: expect.stringContaining('copy_language "XX"') },
    ]);
  });

  it("names the copy's language in TCGplayer's layout when it imports back to the same card", () => {
    const text = exportTcgplayerCsv([
      makeItem(1, charizard, { copy_language: 'FR' }),
      makeItem(2, charizard, { copy_language: 'JA' }),
    ]);
    const [, french, japanese] = text.split('\r\n');
    expect(french).toContain(',French,');
    // 'Japanese' would be looked up in the Japanese catalog on import: the card's is kept.
    expect(japanese).toContain(',English,');
    expect(imported(text).matched.map((row) => row.input.product_id)).toEqual([
      'base1-4',
      'base1-4',
    ]);
  });
});
