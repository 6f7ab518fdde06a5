import { describe, expect, it } from 'vitest';
import {
  charizard,
  etb,
  japaneseCard,
  makeItem,
  pikachu,
  SETS,
} from '../collection-csv.fixtures.ts';
import { parseImportCsv } from '../collection-csv-layouts.ts';
import { buildCatalogIndex, matchImportCandidates } from '../collection-csv-match.ts';
import { exportCollection, exportFileName } from './export-formats.ts';

const binders = [{ id: 7, name: 'Vintage, "best"' }];
const items = [
  makeItem(1, charizard, {
    variant: 'holo',
    quantity: 2,
    condition: 'LP',
    graded: true,
    grading_company: 'PSA',
    grade_score: 9.5,
    purchase_price: 120.5,
    purchased_on: '2025-03-01',
    binder_id: 7,
    notes: '+1 from a trade\nsecond line',
  }),
  makeItem(2, pikachu, { variant: 'reverse', quantity: 3, copy_language: 'FR' }),
  makeItem(3, etb, { wishlist: true }),
  makeItem(4, japaneseCard, { condition: 'DMG' }),
];
const catalog = buildCatalogIndex([charizard, pikachu, etb, japaneseCard]);

function importBack(text: string) {
  const parsed = parseImportCsv(text);
  const { matched, ambiguous, unmatched } = matchImportCandidates(parsed.candidates, SETS, catalog);
  expect({ errors: parsed.errors, ambiguous, unmatched }).toEqual({
    errors: [],
    ambiguous: [],
    unmatched: [],
  });
  return matched;
}

describe('export formats', () => {
  it('round trip: a Cardfolio CSV export imports back to the same items', () => {
    const { body } = exportCollection('cardfolio', items, binders, '2026-03-01T00:00:00.000Z');
    const matched = importBack(body);
    expect(matched.map((row) => row.binder)).toEqual(['Vintage, "best"', null, null, null]);
    expect(matched.map((row) => row.input)).toEqual(
      items.map((item) => ({
        product_id: item.product_id,
        product_type: item.product_type,
        variant: item.variant,
        quantity: item.quantity,
        condition: item.condition,
        graded: item.graded,
        grading_company: item.grading_company,
        grade_score: item.grade_score,
        purchase_price: item.purchase_price,
        purchased_on: item.purchased_on,
        wishlist: item.wishlist,
        notes: item.notes,
        copy_language: item.copy_language ?? null,
        created_at: item.created_at,
      })),
    );
  });

  it('TCGplayer and Collectr layouts import back to the same products and printings', () => {
    for (const format of ['tcgplayer', 'collectr'] as const) {
      const { body } = exportCollection(format, items, binders, '2026-03-01T00:00:00.000Z');
      const owned = items.filter((item) => format === 'collectr' || !item.wishlist);
      expect(importBack(body).map((row) => [row.input.product_id, row.input.variant])).toEqual(
        owned.map((item) => [item.product_id, item.variant]),
      );
    }
  });

  it('JSON holds every item field, the printing and the binder name', () => {
    const { body, contentType } = exportCollection('json', items, binders, '2026-03-01T00:00Z');
    expect(contentType).toContain('application/json');
    const file = JSON.parse(body);
    expect(file.items).toHaveLength(4);
    expect(file.items[0]).toMatchObject({
      variant: 'holo',
      binder: 'Vintage, "best"',
      set_id: 'base1',
      number: '4',
      grade_score: 9.5,
    });
    expect(file.items[0].TCGProduct).toBeUndefined();
  });

  it('names files by format and day', () => {
    expect(exportFileName('cardfolio', '2026-03-01')).toBe('cardfolio-collection-2026-03-01.csv');
    expect(exportFileName('json', '2026-03-01')).toBe('cardfolio-collection-json-2026-03-01.json');
  });
});
