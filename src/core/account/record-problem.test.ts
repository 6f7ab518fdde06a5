import { describe, expect, it } from 'vitest';
import { deckRecordSchema, itemRecordSchema } from './account-export.schema.ts';
import { readJsonLines, readJsonRecords, readManifest } from './read-export-records.ts';
import { findReferenceProblem } from './record-references.ts';

const item = {
  id: 1,
  product_id: 'base1-4',
  product_type: 'card',
  variant: 'holo',
  api_id: null,
  wishlist: false,
  quantity: 1,
  condition: 'NM',
  graded: false,
  grade_score: null,
  grading_company: null,
  purchase_price_cents: null,
  purchased_on: null,
  notes: null,
  binder_id: null,
  binder_page: null,
  binder_pocket: null,
  box_name: null,
  box_row: null,
  for_trade: false,
  copy_language: null,
  created_at: '2025-01-01T00:00:00.123456+00:00',
  updated_at: '2025-01-01T00:00:00+00:00',
};
const lines = (...records: object[]) => records.map((r) => JSON.stringify(r)).join('\n');
const problem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('reading export records', () => {
  it('keeps a valid record as written, microseconds included', () => {
    expect(readJsonLines('items.jsonl', lines(item), itemRecordSchema)).toEqual([item]);
  });

  it('names the file, the record (from 1) and the field of the first bad record', () => {
    const text = lines(item, { ...item, quantity: 0 }, { ...item, condition: 'Mint-ish' });
    expect(problem(() => readJsonLines('items.jsonl', text, itemRecordSchema))).toMatch(
      /^items\.jsonl record 2: quantity 0: /,
    );
  });

  it('says which field is missing, unknown or of the wrong kind', () => {
    const { notes: _notes, ...withoutNotes } = item;
    const read = (record: object) =>
      problem(() => readJsonRecords('items.json', JSON.stringify([record]), itemRecordSchema));
    expect(read(withoutNotes)).toBe('items.json record 1: notes is missing');
    expect(read({ ...item, colour: 'red' })).toBe('items.json record 1: unknown field "colour"');
    expect(read({ ...item, wishlist: 'yes' })).toBe(
      'items.json record 1: wishlist "yes" is not a boolean',
    );
  });

  it('accepts what the app accepts and refuses what its lists could not show', () => {
    const deck = {
      id: 1,
      name: 'D'.repeat(80),
      format: 'standard',
      created_at: item.created_at,
      updated_at: item.updated_at,
      cards: [],
    };
    expect(readJsonRecords('decks.json', JSON.stringify([deck]), deckRecordSchema)).toHaveLength(1);
    const graded = { ...item, graded: true, grading_company: 'XYZ' };
    expect(problem(() => readJsonLines('items.jsonl', lines(graded), itemRecordSchema))).toBe(
      'items.jsonl record 1: grading_company "XYZ" is not one of PSA, CGC, SGC, BGS, TAG, ACE, AGS, HGA',
    );
  });

  it('refuses a newer format before reading anything else', () => {
    const manifest = JSON.stringify({ format: 'cardfolio-account-export', format_version: 2 });
    expect(problem(() => readManifest('manifest.json', manifest))).toBe(
      'This export is from a newer Cardfolio (format 2); this server reads up to 1',
    );
    expect(problem(() => readManifest('manifest.json', '{"format":"other"}'))).toBe(
      'manifest.json does not describe a Cardfolio account export',
    );
  });
});

describe('findReferenceProblem', () => {
  const binder = {
    id: 7,
    name: 'Fire',
    pocket_layout: '3x3' as const,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
  const data = (items: object[]) => ({
    settings: { display_name: '', currency: null, social: null },
    binders: [binder],
    items: items as never[],
    decks: [],
    grading: [],
    snapshots: [],
  });
  const inPocket = (id: number) => ({
    ...item,
    id,
    binder_id: 7,
    binder_page: 1,
    binder_pocket: 2,
  });

  it('accepts sound references', () => {
    expect(findReferenceProblem(data([inPocket(1), { ...item, id: 2 }]))).toBeNull();
  });

  it('names two items in one pocket, a duplicate id and a pocket without binder', () => {
    expect(findReferenceProblem(data([inPocket(1), inPocket(2)]))).toBe(
      'items.jsonl record 2: binder 7 page 1 pocket 2 already holds another item',
    );
    expect(findReferenceProblem(data([item, item]))).toBe(
      'items.jsonl record 2: id 1 appears twice',
    );
    expect(findReferenceProblem(data([{ ...inPocket(1), binder_id: null }]))).toBe(
      'items.jsonl record 1: binder_page is set but binder_id is null',
    );
  });
});
