import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  type ItemSelection,
  keepExisting,
  selectAllMatching,
  selectedInOrder,
  toggleItem,
} from './item-selection.ts';

const order = [10, 11, 12, 13, 14, 15];
const click = (selection: ItemSelection, id: number, range = false) =>
  toggleItem(selection, id, { range, order });
const ids = (selection: ItemSelection) => [...selection.ids].sort((a, b) => a - b);

describe('item selection', () => {
  it('a click selects one item and a second click on it unselects it', () => {
    const once = click(EMPTY_SELECTION, 12);
    expect(ids(once)).toEqual([12]);
    expect(ids(click(once, 12))).toEqual([]);
  });

  it('a shift-click selects every item shown between the last click and this one', () => {
    const first = click(EMPTY_SELECTION, 11);
    expect(ids(click(first, 14, true))).toEqual([11, 12, 13, 14]);
    // Upwards as well, in display order rather than id order.
    const reversed = toggleItem(click(EMPTY_SELECTION, 14), 11, {
      range: true,
      order: [14, 10, 13, 11],
    });
    expect(ids(reversed)).toEqual([10, 11, 13, 14]);
  });

  it('a shift-click on a selected item unselects the range', () => {
    const all = selectAllMatching(order);
    const anchored = click(click(all, 11), 11);
    expect(ids(click(anchored, 13, true))).toEqual([10, 14, 15]);
  });

  it('a shift-click without an earlier click, or on an item not shown, selects only that item', () => {
    expect(ids(click(EMPTY_SELECTION, 13, true))).toEqual([13]);
    const hidden = toggleItem(click(EMPTY_SELECTION, 99), 12, { range: true, order });
    expect(ids(hidden)).toEqual([12, 99]);
  });

  it('"select all matching" takes every item the filters show, not only the visible ones', () => {
    const many = Array.from({ length: 7000 }, (_, index) => index + 1);
    const all = selectAllMatching(many);
    expect(all.ids.size).toBe(7000);
    expect(all.allMatching).toBe(true);
    expect(click(all, 5).allMatching).toBe(false);
  });

  it('forgets items that left the collection and sends ids in list order', () => {
    const selection = selectAllMatching([15, 10, 12]);
    expect(ids(keepExisting(selection, new Set([10, 15])))).toEqual([10, 15]);
    expect(keepExisting(selection, new Set(order))).toBe(selection);
    expect(selectedInOrder(selection, order)).toEqual([10, 12, 15]);
  });
});
