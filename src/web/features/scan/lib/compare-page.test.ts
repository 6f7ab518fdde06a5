import { describe, expect, it } from 'vitest';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { compareScannedPage } from './compare-page.ts';

const copy = (id: number, productId: string, page: number, pocket: number) =>
  ({ id, product_id: productId, binder_page: page, binder_pocket: pocket }) as UserProduct;

describe('compareScannedPage', () => {
  it('reads the n-th scanned card as pocket n and names what is missing, misplaced or new', () => {
    const copies = [copy(1, 'a', 2, 1), copy(2, 'b', 2, 2), copy(3, 'c', 2, 3), copy(4, 'd', 5, 1)];
    const result = compareScannedPage(copies, 2, [
      { product_id: 'a' },
      null,
      { product_id: 'd' },
      { product_id: 'x' },
    ]);
    expect(result.present.map((entry) => entry.itemId)).toEqual([1]);
    expect(result.missing.map((entry) => entry.itemId)).toEqual([2, 3]);
    expect(result.misplaced).toEqual([
      { copy: { itemId: 4, productId: 'd', page: 5, pocket: 1 }, foundAt: { page: 2, pocket: 3 } },
    ]);
    expect(result.unexpected).toEqual([{ page: 2, pocket: 4, productId: 'x' }]);
  });
});
