import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from '../csv/parse-csv.ts';
import {
  charizard,
  etb,
  japaneseCard,
  makeItem,
  pikachu,
  SETS,
} from './collection-csv.fixtures.ts';
import {
  COLLECTION_CSV_COLUMNS,
  exportCollectionCsv,
  readCollectionCsvRows,
  writeCollectionCsv,
} from './collection-csv.ts';
import { parseImportCsv } from './collection-csv-layouts.ts';
import { buildCatalogIndex, matchImportCandidates } from './collection-csv-match.ts';
import type { UserProduct } from './user-product.schema.ts';

const binders = [
  { id: 1, name: 'Vintage, "best"' },
  { id: 2, name: 'Trades' },
];

const items: UserProduct[] = [
  makeItem(1, charizard, {
    variant: 'holo',
    graded: true,
    grading_company: 'PSA',
    grade_score: 9.5,
    purchase_price: 1234.56,
    purchased_on: '2025-12-24',
    binder_id: 1,
    notes: 'first line\nsecond, with "quotes"',
  }),
  makeItem(2, pikachu, { variant: 'reverse', quantity: 3, condition: 'LP', binder_id: 2 }),
  makeItem(3, etb, { wishlist: true, notes: '  spaced  ' }),
  makeItem(4, japaneseCard, { condition: 'DMG', purchase_price: 0 }),
];

const catalog = buildCatalogIndex([charizard, pikachu, etb, japaneseCard]);

/** What the server would hand back for created inputs (same ids and times as the originals). */
function createLike(originals: UserProduct[], text: string): UserProduct[] {
  const parsed = parseImportCsv(text);
  const { matched, unmatched } = matchImportCandidates(parsed.candidates, SETS, catalog);
  expect(parsed.errors).toEqual([]);
  expect(unmatched).toEqual([]);
  return matched.map(({ input, product, binder }, index) => {
    const original = originals[index] as UserProduct;
    return {
      ...original,
      created_at: input.created_at ?? 'lost in import',
      product_id: product.product_id,
      variant: input.variant ?? 'normal',
      quantity: input.quantity ?? 1,
      condition: input.condition ?? 'NM',
      graded: input.graded ?? false,
      grading_company: input.grading_company ?? null,
      grade_score: input.grade_score ?? null,
      purchase_price: input.purchase_price ?? null,
      purchased_on: input.purchased_on ?? null,
      wishlist: input.wishlist ?? false,
      notes: input.notes ?? null,
      binder_id: binders.find((item) => item.name === binder)?.id ?? null,
      copy_language: input.copy_language ?? null,
    };
  });
}

describe('Cardfolio collection CSV', () => {
  it('writes the header and one line per item, oldest first', () => {
    const text = exportCollectionCsv([...items].reverse(), binders);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(COLLECTION_CSV_COLUMNS.join(','));
    expect(lines[1]).toMatch(
      /^base1-4,Charizard,Base Set,4,english,holo,1,NM,true,PSA,9.5,1234.56,2025-12-24,false,"Vintage, ""best""","first line\nsecond, with ""quotes""",2026-02-01T10:00:00.000Z,$/,
    );
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('round-trips: export -> import -> export gives the identical file', () => {
    const first = exportCollectionCsv(items, binders);
    const imported = createLike(items, first);
    const second = exportCollectionCsv(imported, binders);
    expect(second).toBe(first);
  });

  it('carries an exact printing key in the variant column, and imports it back', () => {
    const first = 'holo/sub:shadowless/stamp:1st-edition';
    const printed = [{ ...(items[0] as UserProduct), variant: first }];
    const text = exportCollectionCsv(printed, binders);
    expect(text.split('\r\n')[1]).toContain(`,english,${first},1,NM,`);
    expect(createLike(printed, text)[0]?.variant).toBe(first);
  });

  it('defuses spreadsheet formulas in text cells and restores them on import', () => {
    const risky = items.slice(0, 1).map((item) => ({ ...item, notes: '=HYPERLINK("x")' }));
    const text = exportCollectionCsv(risky, binders);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(exportCollectionCsv(createLike(risky, text), binders)).toBe(text);
    expect(parseImportCsv(text).candidates[0]?.notes).toBe('=HYPERLINK("x")');
  });

  it('rejects a created_at that is not an ISO instant, naming the column', () => {
    const text = exportCollectionCsv(items.slice(0, 1), binders).replace(
      /2026-02-01T10:00:00.000Z/,
      'yesterday',
    );
    const parsed = parseImportCsv(text);
    expect(parsed.errors).toEqual([
      { line: 2, message: 'created_at "yesterday" must be an ISO date and time' },
    ]);
  });

  it('reads and rewrites its own rows byte for byte', () => {
    const text = exportCollectionCsv(items, binders);
    expect(writeCollectionCsv(readCollectionCsvRows(parseCsvRecords(text)))).toBe(text);
  });

  it('reports bad rows by line and keeps the good ones', () => {
    const header = COLLECTION_CSV_COLUMNS.join(',');
    const text = [
      header,
      'base1-4,Charizard,Base Set,4,english,holo,0,NM,false,,,,,false,,,',
      'base1-4,Charizard,Base Set,4,english,holo,1,Mint-ish,false,,,,,false,,,',
      'base1-4,Charizard,Base Set,4,english,holo,1,NM,true,XYZ,9,,,false,,,',
      'base1-4,Charizard,Base Set,4,english,holo,1,NM,true,PSA,9.3,,,false,,,',
      'base1-4,Charizard,Base Set,4,english,holo,1,NM,false,,,-5,,false,,,',
      'base1-4,Charizard,Base Set,4,english,holo,1,NM,false,,,,2025-02-30,false,,,',
      'base1-4,Charizard,Base Set,4,klingon,holo,1,NM,false,,,,,false,,,',
      ',,,,english,holo,1,NM,false,,,,,false,,,',
      'base1-4,Charizard,Base Set,4,english,holo,2,LP,false,,,,,false,,,',
    ].join('\n');
    const parsed = parseImportCsv(text);
    expect(parsed.layout).toBe('cardfolio');
    expect(parsed.errors.map((error) => error.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(parsed.errors[0]?.message).toContain('quantity');
    expect(parsed.errors[2]?.message).toContain('grading_company');
    expect(parsed.errors[3]?.message).toContain('grade_score');
    expect(parsed.errors[4]?.message).toContain('purchase_price');
    expect(parsed.errors[5]?.message).toContain('purchased_on');
    expect(parsed.candidates).toHaveLength(1);
    expect(parsed.candidates[0]).toMatchObject({ line: 10, quantity: 2, condition: 'LP' });
  });

  it('lists rows whose product is not in the catalog as unmatched, with their line', () => {
    const header = COLLECTION_CSV_COLUMNS.join(',');
    const text = [
      header,
      'nope-1,Ghost,Nowhere,1,english,normal,1,NM,false,,,,,false,,,',
      'base1-4,Charizard,Base Set,4,english,holo,1,NM,false,,,,,false,,,',
    ].join('\n');
    const parsed = parseImportCsv(text);
    const result = matchImportCandidates(parsed.candidates, SETS, catalog);
    expect(result.matched.map((row) => row.line)).toEqual([3]);
    expect(result.unmatched).toEqual([{ line: 2, message: 'no catalog product "nope-1"' }]);
  });

  it('matches a row without product_id by set name and number', () => {
    const header = COLLECTION_CSV_COLUMNS.join(',');
    const parsed = parseImportCsv(`${header}\n,,151,25,english,,1,NM,false,,,,,false,,,\n`);
    const result = matchImportCandidates(parsed.candidates, SETS, catalog);
    expect(result.matched[0]?.input).toMatchObject({ product_id: 'sv03.5-25', variant: 'normal' });
  });

  it('rejects a file with an unknown header', () => {
    expect(() => parseImportCsv('a,b,c\n1,2,3\n')).toThrow(/not a collection export we know/);
  });
});
