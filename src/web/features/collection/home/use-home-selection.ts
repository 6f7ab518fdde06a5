import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import type { BulkChangeInput, BulkChanges } from '#core/collection/bulk-change.schema.ts';
import { getVariantOptions, type VariantOption } from '#core/collection/client-rules.ts';
import type { CollectionRow } from '#core/collection/collection-view.ts';
import type { Binder } from '#core/collection/user-product.schema.ts';
import { type ChangeTag, newChangeTag } from '../../../lib/change-tag.ts';
import { toastWithUndo } from '../history/components/undo-toast.tsx';
import { useBulkChange } from '../hooks/use-bulk-change.ts';
import {
  EMPTY_SELECTION,
  type ItemSelection,
  keepExisting,
  selectAllMatching,
  selectedInOrder,
  toggleItem,
} from './item-selection.ts';

const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/** The printings any selected item's product has (the server skips the others per item). */
function printingsOf(rows: readonly CollectionRow[], ids: ReadonlySet<number>): VariantOption[] {
  const byValue = new Map<string, VariantOption>();
  for (const { item } of rows) {
    if (ids.has(item.id)) {
      for (const option of getVariantOptions(item.TCGProduct.variants)) {
        byValue.set(option.value, option);
      }
    }
  }
  return [...byValue.values()];
}

/** /home's selection and the bulk actions on it (one PATCH /api/iOSUserCards/bulk each). */
export function useHomeSelection(
  allRows: readonly CollectionRow[],
  shownRows: readonly CollectionRow[],
  binders: readonly Binder[],
) {
  const [selection, setSelection] = useState<ItemSelection>(EMPTY_SELECTION);
  const bulk = useBulkChange();
  const order = useMemo(() => shownRows.map((row) => row.item.id), [shownRows]);
  const allIds = useMemo(() => allRows.map((row) => row.item.id), [allRows]);
  const printings = useMemo(() => printingsOf(allRows, selection.ids), [allRows, selection.ids]);

  // Deleted items (here or in another tab) leave the selection when the list refreshes.
  useEffect(() => {
    const existing = new Set(allIds);
    setSelection((current) => keepExisting(current, existing));
  }, [allIds]);

  const toggle = useCallback(
    (id: number, range: boolean) =>
      setSelection((current) => toggleItem(current, id, { range, order })),
    [order],
  );
  const clear = useCallback(() => setSelection(EMPTY_SELECTION), []);

  const run = async (input: Omit<BulkChangeInput, 'ids'>, done: (count: number) => string) => {
    // Selected items a filter now hides are still selected, and still sent.
    const ids = selectedInOrder(selection, allIds);
    const tag = newChangeTag('bulk_edit');
    const result = await bulk.mutateAsync({ ...input, ids, tag } as BulkChangeInput & {
      tag: ChangeTag;
    });
    toastWithUndo(done(result.ids.length), tag.batchId);
    if (result.skipped.length > 0) {
      toast.warning(
        `Printing left as it was for ${items(result.skipped.length)}: ${result.skipped[0]?.reason}`,
      );
    }
    return result;
  };

  const actions = {
    move: async (binderId: number | null) => {
      const name = binders.find((binder) => binder.id === binderId)?.name;
      await run({ action: 'update', changes: { binder_id: binderId } }, (count) =>
        name ? `Moved ${items(count)} to ${name}` : `Took ${items(count)} out of their binders`,
      );
      clear();
    },
    apply: (changes: BulkChanges) =>
      run({ action: 'update', changes }, (count) => `Changed ${items(count)}`),
    duplicate: () => run({ action: 'duplicate' }, (count) => `Duplicated ${items(count)}`),
    remove: async () => {
      await run({ action: 'delete' }, (count) => `Deleted ${items(count)}`);
      clear();
    },
  };

  return {
    selection,
    toggle,
    clear,
    selectAll: () => setSelection(selectAllMatching(order)),
    printings,
    matchingCount: order.length,
    isBusy: bulk.isPending,
    actions,
  };
}
