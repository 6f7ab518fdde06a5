/**
 * Which collection items are selected on /home. Pure, so the click, shift-click and "select
 * all matching" rules are unit tested.
 */
export type ItemSelection = {
  ids: ReadonlySet<number>;
  /** The item last clicked without shift: a shift-click selects from here. */
  anchor: number | null;
  /** True right after "select all matching", until the selection changes by hand. */
  allMatching: boolean;
};

export const EMPTY_SELECTION: ItemSelection = { ids: new Set(), anchor: null, allMatching: false };

/**
 * A click on an item's checkbox. With `range` (shift held) every item shown between the anchor
 * and this one takes this item's new state; without, only this one flips.
 */
export function toggleItem(
  selection: ItemSelection,
  id: number,
  { range, order }: { range: boolean; order: readonly number[] },
): ItemSelection {
  const next = new Set(selection.ids);
  const select = !next.has(id);
  const from = selection.anchor === null ? -1 : order.indexOf(selection.anchor);
  const to = order.indexOf(id);
  const span =
    range && from >= 0 && to >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
  for (const each of span) {
    if (select) {
      next.add(each);
    } else {
      next.delete(each);
    }
  }
  return { ids: next, anchor: id, allMatching: false };
}

/** Every item the current filters show (all of them, not only those on screen). */
export function selectAllMatching(shownIds: readonly number[]): ItemSelection {
  return { ids: new Set(shownIds), anchor: null, allMatching: true };
}

/** Drops selected ids that are no longer in the collection (deleted, or gone after a refresh). */
export function keepExisting(selection: ItemSelection, existing: ReadonlySet<number>) {
  const ids = [...selection.ids].filter((id) => existing.has(id));
  return ids.length === selection.ids.size ? selection : { ...selection, ids: new Set(ids) };
}

/** The selected ids in the order the list shows them (what a bulk call sends). */
export function selectedInOrder(selection: ItemSelection, order: readonly number[]): number[] {
  return order.filter((id) => selection.ids.has(id));
}
