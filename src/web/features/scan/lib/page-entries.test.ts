import { describe, expect, it } from 'vitest';
import type { ScanGroup } from '#core/scan/scan-result.schema.ts';
import { toPageEntries } from './page-entries.ts';

const group = (productId: string, x: number, y: number): ScanGroup =>
  ({
    matches: [{ database: { product_id: productId } }],
    corners: [
      [x, y],
      [x + 100, y],
      [x + 100, y + 140],
      [x, y + 140],
    ],
  }) as unknown as ScanGroup;

describe('toPageEntries', () => {
  it('files the kept cards in reading order of the page, not in the order they were found', () => {
    const groups = [
      group('c', 0, 200),
      group('b', 120, 0),
      group('dropped', 240, 0),
      group('a', 0, 5),
    ];
    const choices = groups.map((_, index) => ({ selected: 0, included: index !== 2 }));
    expect(toPageEntries(groups, choices)).toEqual([
      { product_id: 'a' },
      { product_id: 'b' },
      { product_id: 'c' },
    ]);
  });
});
