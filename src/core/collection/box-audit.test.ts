import { describe, expect, it } from 'vitest';
import {
  type BoxMark,
  compareBoxAudit,
  getBoxRows,
  NO_ROW,
  toBoxAuditFixes,
  toBoxCopies,
} from './box-audit.ts';

const items = [
  { id: 1, product_id: 'a', box_name: 'Bulk A', box_row: 2 },
  { id: 2, product_id: 'b', box_name: 'Bulk A', box_row: 1 },
  { id: 3, product_id: 'c', box_name: 'Bulk A', box_row: 1 },
  { id: 4, product_id: 'd', box_name: 'Bulk A', box_row: null },
  { id: 5, product_id: 'e', box_name: 'Bulk B', box_row: 1 },
  { id: 6, product_id: 'f', box_name: null, box_row: null },
];
const copies = toBoxCopies(items, 'Bulk A');

describe('box audit walk', () => {
  it("walks only the box's copies, row by row, copies without a row last", () => {
    expect(copies.map((copy) => copy.itemId)).toEqual([1, 2, 3, 4]);
    expect(getBoxRows(copies)).toEqual([1, 2, NO_ROW]);
  });

  it('names present, missing, misplaced (other row or box) and unexpected copies', () => {
    const marks = new Map<number, BoxMark>([
      [1, { kind: 'elsewhere', box: 'Bulk A', row: 3 }],
      [2, { kind: 'here' }],
      [3, { kind: 'elsewhere', box: 'Bulk B', row: 1 }],
    ]);
    const found = [{ itemId: 5, foundAt: { box: 'Bulk A', row: 1 } }];
    const result = compareBoxAudit(copies, marks, [1, 2], found);
    expect(result.present.map((copy) => copy.itemId)).toEqual([2]);
    expect(result.misplaced.map((m) => [m.copy.itemId, m.foundAt])).toEqual([
      [1, { box: 'Bulk A', row: 3 }],
      [3, { box: 'Bulk B', row: 1 }],
    ]);
    // Row "none" (item 4) was not walked: its copy is not missing.
    expect(result.missing).toEqual([]);
    expect(result.unexpected).toEqual(found);
  });

  it('counts an unmarked copy of a walked row as missing, and elsewhere-but-same-row as present', () => {
    const marks = new Map<number, BoxMark>([[2, { kind: 'elsewhere', box: 'Bulk A', row: 1 }]]);
    const result = compareBoxAudit(copies, marks, [1]);
    expect(result.present.map((copy) => copy.itemId)).toEqual([2]);
    expect(result.missing.map((copy) => copy.itemId)).toEqual([3]);
  });

  it('turns the result into moves (misplaced and unexpected) and copies leaving the box', () => {
    const marks = new Map<number, BoxMark>([[1, { kind: 'elsewhere', box: 'Bulk C', row: 4 }]]);
    const found = [{ itemId: 6, foundAt: { box: 'Bulk A', row: NO_ROW } }];
    const fixes = toBoxAuditFixes('Bulk A', compareBoxAudit(copies, marks, [2, NO_ROW], found));
    expect(fixes).toEqual({
      box_name: 'Bulk A',
      moves: [
        { user_product_id: 1, box_name: 'Bulk C', box_row: 4 },
        { user_product_id: 6, box_name: 'Bulk A', box_row: null },
      ],
      missing: [4],
    });
  });
});
