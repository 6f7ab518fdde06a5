import { type AuditResult, compareAudit, toExpectedCopies } from '#core/collection/binder-audit.ts';
import type { FilePageEntry } from '#core/collection/binder-location.schema.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';

/**
 * A scanned page against what the binder says is filed there: the n-th card was seen in pocket
 * n. Copies filed on other pages count when they turn up on this one (misplaced).
 */
export function compareScannedPage(
  copies: readonly UserProduct[],
  page: number,
  entries: readonly FilePageEntry[],
): AuditResult {
  const expected = toExpectedCopies(copies);
  const observed = entries.flatMap((entry, index) =>
    entry?.product_id ? [{ page, pocket: index + 1, productId: entry.product_id }] : [],
  );
  return compareAudit(expected, observed, [page]);
}
