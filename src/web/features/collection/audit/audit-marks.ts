import type { ReactNode } from 'react';
import {
  compareAudit,
  type ExpectedCopy,
  type ObservedCopy,
} from '#core/collection/binder-audit.ts';

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

/** One scanned pocket, in reading order: the product found there, or null for an empty one. */
export type ScannedPocket = { product_id?: string | undefined } | null;

/**
 * The scan button a page hands in (features do not import each other): it opens the scanner
 * in binder-page mode and gives the scanned pockets back. Returns a React node.
 */
export type ScanPageAction = (scan: {
  label: string;
  onScanned: (pockets: ScannedPocket[]) => void;
}) => ReactNode;

/**
 * A scanned page as marks (issue 32): the n-th scanned card sits in pocket n. A filed copy
 * scanned in its pocket is here, scanned in another pocket of the page is elsewhere, and not
 * scanned is missing; cards no copy of the page accounts for are returned as unexpected.
 */
export function marksFromScan(
  copies: readonly ExpectedCopy[],
  page: number,
  scanned: readonly ScannedPocket[],
) {
  const observed = scanned.flatMap((entry, index): ObservedCopy[] =>
    entry?.product_id ? [{ page, pocket: index + 1, productId: entry.product_id }] : [],
  );
  const onPage = copies.filter((copy) => copy.page === page);
  const result = compareAudit(onPage, observed, [page]);
  const marks = new Map<number, AuditMark>();
  for (const copy of result.present) {
    marks.set(copy.itemId, { kind: 'here' });
  }
  for (const { copy, foundAt } of result.misplaced) {
    marks.set(copy.itemId, { kind: 'elsewhere', ...foundAt });
  }
  for (const copy of result.missing) {
    marks.set(copy.itemId, { kind: 'missing' });
  }
  return { marks, unexpected: result.unexpected };
}
