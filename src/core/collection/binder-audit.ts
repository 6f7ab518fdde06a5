/**
 * The audit walk's comparison (issue 32): what should be in a binder's (or box's) pockets
 * against what the collector found, page by page. Pure: the screen and the tests feed it.
 */

export type Spot = { page: number; pocket: number };
export type ExpectedCopy = Spot & { itemId: number; productId: string };
/** What was found in a pocket: a product, and the item when the walk knows it. */
export type ObservedCopy = Spot & { productId: string; itemId?: number };

export type AuditResult = {
  present: ExpectedCopy[];
  missing: ExpectedCopy[];
  /** Found in another pocket or page than the one it is filed in. */
  misplaced: { copy: ExpectedCopy; foundAt: Spot }[];
  /** Found where no copy of that product is filed. */
  unexpected: ObservedCopy[];
};

const spotKey = (spot: Spot) => `${spot.page}:${spot.pocket}`;

/** Distance between two spots in pockets (a page counts as far more than any pocket). */
const distance = (a: Spot, b: Spot) =>
  Math.abs(a.page - b.page) * 1000 + Math.abs(a.pocket - b.pocket);

/**
 * Compares the walked pages. `expected` may hold copies of pages not walked: they are never
 * missing, but a copy of theirs found on a walked page is misplaced. Matching: the same pocket
 * first, then the item when known, then the nearest filed copy of the same product.
 */
export function compareAudit(
  expected: readonly ExpectedCopy[],
  observed: readonly ObservedCopy[],
  walkedPages: readonly number[],
): AuditResult {
  const open = new Map(expected.map((copy) => [copy.itemId, copy]));
  const result: AuditResult = { present: [], missing: [], misplaced: [], unexpected: [] };
  const filedAt = new Map(expected.map((copy) => [spotKey(copy), copy]));
  const rest: ObservedCopy[] = [];
  for (const seen of observed) {
    const filed = filedAt.get(spotKey(seen));
    const isSame =
      filed?.productId === seen.productId &&
      (seen.itemId === undefined || seen.itemId === filed.itemId);
    if (filed && isSame && open.has(filed.itemId)) {
      open.delete(filed.itemId);
      result.present.push(filed);
    } else {
      rest.push(seen);
    }
  }
  for (const seen of rest) {
    const known = seen.itemId === undefined ? undefined : open.get(seen.itemId);
    const copy =
      known ??
      [...open.values()]
        .filter((candidate) => candidate.productId === seen.productId)
        .sort((a, b) => distance(a, seen) - distance(b, seen))[0];
    if (copy) {
      open.delete(copy.itemId);
      result.misplaced.push({ copy, foundAt: { page: seen.page, pocket: seen.pocket } });
    } else {
      result.unexpected.push(seen);
    }
  }
  const walked = new Set(walkedPages);
  result.missing = [...open.values()].filter((copy) => walked.has(copy.page));
  return result;
}

type FiledItem = {
  id: number;
  product_id: string;
  binder_page?: number | null;
  binder_pocket?: number | null;
};

/** The items that sit in a pocket, as the copies an audit expects. */
export function toExpectedCopies(items: readonly FiledItem[]): ExpectedCopy[] {
  return items.flatMap((item) =>
    item.binder_page != null && item.binder_pocket != null
      ? [
          {
            itemId: item.id,
            productId: item.product_id,
            page: item.binder_page,
            pocket: item.binder_pocket,
          },
        ]
      : [],
  );
}
