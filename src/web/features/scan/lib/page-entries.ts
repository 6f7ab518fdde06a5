import type { FilePageEntry } from '#core/collection/binder-location.schema.ts';
import { describeCorners, toReadingOrder } from '#core/collection/pocket-order.ts';
import type { ScanGroup } from '#core/scan/scan-result.schema.ts';
import type { GroupChoice } from './multi-choices.ts';

/**
 * The kept cards of a binder-page scan as the pockets' entries, in reading order of their
 * outlines on the photo (left to right, top to bottom); cards without an outline come last.
 */
export function toPageEntries(groups: ScanGroup[], choices: GroupChoice[]): FilePageEntry[] {
  const kept = groups.flatMap((group, index) => {
    const choice = choices[index];
    const match = choice?.included ? group.matches[choice.selected] : undefined;
    return match
      ? [{ entry: { product_id: match.database.product_id }, corners: group.corners }]
      : [];
  });
  const placed = kept.flatMap(({ entry, corners }) =>
    corners ? [{ value: entry, ...describeCorners(corners) }] : [],
  );
  const unplaced = kept.filter((card) => !card.corners).map((card) => card.entry);
  return [...toReadingOrder(placed), ...unplaced];
}
