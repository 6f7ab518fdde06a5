import { describe, expect, it } from 'vitest';
import { compareAudit, toExpectedCopies } from '#core/collection/binder-audit.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { type AuditMark, marksFromScan, toObservedCopies } from './audit-marks.ts';

const item = (id: number, pocket: number | null) =>
  ({
    id,
    product_id: `p${id}`,
    binder_page: pocket === null ? null : 1,
    binder_pocket: pocket,
  }) as UserProduct;

describe('audit marks', () => {
  it('turns here, elsewhere and unmarked copies into present, misplaced and missing', () => {
    const expected = toExpectedCopies([item(1, 1), item(2, 2), item(3, 3), item(4, null)]);
    expect(expected.map((copy) => copy.itemId)).toEqual([1, 2, 3]);
    const marks = new Map<number, AuditMark>([
      [1, { kind: 'here' }],
      [3, { kind: 'elsewhere', page: 1, pocket: 6 }],
    ]);
    const result = compareAudit(expected, toObservedCopies(expected, marks), [1]);
    expect(result.present.map((copy) => copy.itemId)).toEqual([1]);
    expect(result.missing.map((copy) => copy.itemId)).toEqual([2]);
    expect(result.misplaced).toEqual([{ copy: expected[2], foundAt: { page: 1, pocket: 6 } }]);
  });
});

describe('marks from a scanned page', () => {
  it('reads the scan in pocket order: here, elsewhere on the page, missing, and unexpected cards', () => {
    const copies = toExpectedCopies([item(1, 1), item(2, 2), item(3, 3)]);
    const { marks, unexpected } = marksFromScan(copies, 1, [
      { product_id: 'p1' },
      null,
      { product_id: 'zz' },
      { product_id: 'p3' },
    ]);
    expect(marks.get(1)).toEqual({ kind: 'here' });
    expect(marks.get(2)).toEqual({ kind: 'missing' });
    expect(marks.get(3)).toEqual({ kind: 'elsewhere', page: 1, pocket: 4 });
    expect(unexpected).toEqual([{ page: 1, pocket: 3, productId: 'zz' }]);
  });
});
