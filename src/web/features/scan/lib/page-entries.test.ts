import { describe, expect, it } from 'vitest';
import type { ScanMatch } from '#core/scan/scan-result.schema.ts';
import { toPageEntries } from './page-entries.ts';
import type { ReviewRow } from './review-batch.ts';

const row = (productId: string, x: number, y: number, extra: Partial<ReviewRow> = {}) =>
  ({
    key: x * 1000 + y,
    matches: [{ database: { product_id: productId, product_name: productId } } as ScanMatch],
    chosen: 0,
    dropped: false,
    ticked: false,
    variant: null,
    condition: 'NM',
    copyLanguage: null,
    corners: [
      [x, y],
      [x + 100, y],
      [x + 100, y + 140],
      [x, y + 140],
    ],
    ...extra,
  }) as ReviewRow;

describe('toPageEntries', () => {
  it('files the kept cards of the photo in reading order, not in the order they were found', () => {
    const rows = [
      row('c', 0, 200),
      row('b', 120, 0),
      row('dropped', 240, 0, { dropped: true }),
      row('a', 0, 5),
      row('earlier-photo', 0, 0, { corners: null }),
    ];
    expect(toPageEntries(rows)).toEqual([
      { product_id: 'a' },
      { product_id: 'b' },
      { product_id: 'c' },
    ]);
  });
});
