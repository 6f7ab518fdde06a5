import type { FilePageEntry } from '#core/collection/binder-location.schema.ts';
import { describeCorners, toReadingOrder } from '#core/collection/pocket-order.ts';
import { chosenMatch, type ReviewRow } from './review-batch.ts';

/**
 * The kept cards of the latest binder-page photo as the pockets' entries, in reading order of
 * their outlines (left to right, top to bottom). Rows of earlier photos have no outline and are
 * not on this page.
 */
export function toPageEntries(rows: readonly ReviewRow[]): FilePageEntry[] {
  const placed = rows.flatMap((row) => {
    const match = row.dropped ? undefined : chosenMatch(row);
    return match && row.corners
      ? [{ value: { product_id: match.database.product_id }, ...describeCorners(row.corners) }]
      : [];
  });
  return toReadingOrder(placed);
}

/** Product names by id of every candidate in the batch, for the page comparison. */
export function matchNames(rows: readonly ReviewRow[]): Map<string, string> {
  return new Map(
    rows.flatMap((row) =>
      row.matches.map((match) => [match.database.product_id, match.database.product_name] as const),
    ),
  );
}
