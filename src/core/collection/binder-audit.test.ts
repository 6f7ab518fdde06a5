import { describe, expect, it } from 'vitest';
import { compareAudit, type ExpectedCopy } from './binder-audit.ts';

const filed: ExpectedCopy[] = [
  { itemId: 1, productId: 'base1-4', page: 1, pocket: 1 },
  { itemId: 2, productId: 'base1-2', page: 1, pocket: 2 },
  { itemId: 3, productId: 'base1-15', page: 1, pocket: 3 },
  { itemId: 4, productId: 'base1-58', page: 2, pocket: 1 },
];

describe('compareAudit', () => {
  it('names the missing, the misplaced and the unexpected copies of the walked pages', () => {
    const result = compareAudit(
      filed,
      [
        { page: 1, pocket: 1, productId: 'base1-4' },
        { page: 1, pocket: 5, productId: 'base1-2' },
        { page: 1, pocket: 9, productId: 'sv1-1' },
      ],
      [1],
    );
    expect(result.present.map((copy) => copy.itemId)).toEqual([1]);
    expect(result.misplaced).toEqual([{ copy: filed[1], foundAt: { page: 1, pocket: 5 } }]);
    expect(result.unexpected).toEqual([{ page: 1, pocket: 9, productId: 'sv1-1' }]);
    // Page 2 was not walked: its copy is not missing.
    expect(result.missing).toEqual([filed[2]]);
  });

  it('takes a copy of an unwalked page found on a walked page as misplaced', () => {
    const result = compareAudit(filed, [{ page: 1, pocket: 4, productId: 'base1-58' }], [1]);
    expect(result.misplaced).toEqual([{ copy: filed[3], foundAt: { page: 1, pocket: 4 } }]);
  });

  it('matches two copies swapped between pockets as two misplaced copies', () => {
    const twins: ExpectedCopy[] = [
      { itemId: 7, productId: 'a', page: 3, pocket: 1 },
      { itemId: 8, productId: 'b', page: 3, pocket: 2 },
    ];
    const result = compareAudit(
      twins,
      [
        { page: 3, pocket: 1, productId: 'b' },
        { page: 3, pocket: 2, productId: 'a' },
      ],
      [3],
    );
    expect(result.misplaced.map((entry) => [entry.copy.itemId, entry.foundAt.pocket])).toEqual([
      [8, 1],
      [7, 2],
    ]);
    expect(result.missing).toEqual([]);
  });

  it('prefers the item the walker named over another copy of the same product', () => {
    const copies: ExpectedCopy[] = [
      { itemId: 1, productId: 'a', page: 1, pocket: 1 },
      { itemId: 2, productId: 'a', page: 1, pocket: 2 },
    ];
    const result = compareAudit(copies, [{ page: 1, pocket: 1, productId: 'a', itemId: 2 }], [1]);
    expect(result.misplaced).toEqual([{ copy: copies[1], foundAt: { page: 1, pocket: 1 } }]);
    expect(result.missing).toEqual([copies[0]]);
  });
});
