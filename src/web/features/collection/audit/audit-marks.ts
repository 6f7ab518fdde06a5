import type { ExpectedCopy, ObservedCopy } from '#core/collection/binder-audit.ts';

/** What the walker said about one filed copy; unmarked copies count as missing. */
export type AuditMark =
  | { kind: 'here' }
  | { kind: 'missing' }
  | { kind: 'elsewhere'; page: number; pocket: number };

/** The marks as what was found where (a copy found elsewhere is named, so it is matched). */
export function toObservedCopies(
  expected: readonly ExpectedCopy[],
  marks: ReadonlyMap<number, AuditMark>,
): ObservedCopy[] {
  return expected.flatMap((copy): ObservedCopy[] => {
    const mark = marks.get(copy.itemId);
    if (mark?.kind === 'here') {
      return [
        { page: copy.page, pocket: copy.pocket, productId: copy.productId, itemId: copy.itemId },
      ];
    }
    if (mark?.kind === 'elsewhere') {
      return [
        { page: mark.page, pocket: mark.pocket, productId: copy.productId, itemId: copy.itemId },
      ];
    }
    return [];
  });
}
