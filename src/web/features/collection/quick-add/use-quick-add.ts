import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { SyncedCard } from '#core/catalog/sync.schema.ts';
import { getVariantOptions } from '#core/collection/client-rules.ts';
import { choosePrinting } from '#core/collection/quick-add/choose-printing.ts';
import { parseQuickAdd, type QuickAddRequest } from '#core/collection/quick-add/parse-quick-add.ts';
import { resolveQuickAdd } from '#core/collection/quick-add/resolve-quick-add.ts';
import { productQueryOptions } from '../../../lib/catalog/get-product.ts';
import { useSelectedBinder } from '../hooks/selected-binder-store.ts';
import { useDeleteUserProduct } from '../hooks/use-delete-user-product.ts';
import { useCreateUserProduct } from '../hooks/use-user-products.ts';
import type { QuickAddEntry } from './quick-add-entry.ts';
import { useQuickAddCatalog } from './use-quick-add-catalog.ts';

/** An ambiguous line waiting for the user to pick one of its cards. */
export type QuickAddChoice = { reason: string; candidates: SyncedCard[]; request: QuickAddRequest };

/** What the user typed is done with: the box is cleared (added, or listed to pick from). */
export type SubmitOutcome = 'added' | 'choose' | 'error';

/**
 * Type to add: each line is parsed and resolved against the synced catalog at once; a found card
 * is added in the background (its product read for the printing, then the create API), so the
 * next line can be typed while it is saved.
 */
export function useQuickAdd() {
  const catalog = useQuickAddCatalog();
  const client = useQueryClient();
  const create = useCreateUserProduct({ toastErrors: false });
  const deleteItem = useDeleteUserProduct();
  const [binderId] = useSelectedBinder();
  const [entries, setEntries] = useState<QuickAddEntry[]>([]);
  const [choice, setChoice] = useState<QuickAddChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(1);

  const update = useCallback((key: number, patch: Partial<QuickAddEntry>) => {
    setEntries((list) => list.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  }, []);

  const add = useCallback(
    (card: SyncedCard, request: QuickAddRequest) => {
      const key = nextKey.current++;
      const quantity = request.quantity ?? 1;
      const condition = request.condition ?? 'NM';
      const entry: QuickAddEntry = {
        key,
        card,
        details: `${condition} × ${quantity}`,
        state: 'adding',
      };
      setEntries((list) => [entry, ...list]);
      void (async () => {
        try {
          const product = await client.fetchQuery(productQueryOptions(card.product_id));
          if (!product) {
            throw new Error(`${card.product_name} is no longer in the catalog`);
          }
          const options = getVariantOptions(product.variants);
          const printing = choosePrinting(options, request.printing);
          if (!printing.ok) {
            throw new Error(printing.error);
          }
          const label = options.find((option) => option.value === printing.value)?.label;
          update(key, { details: `${label ?? printing.value} · ${condition} × ${quantity}` });
          const created = await create.mutateAsync({
            product_id: product.product_id,
            product_type: product.product_type,
            variant: printing.value,
            quantity,
            condition,
            binder_id: binderId,
          });
          update(key, { state: 'added', itemId: created.id });
        } catch (failure) {
          const message = failure instanceof Error ? failure.message : 'Failed to add the card';
          update(key, { state: 'failed', error: message });
        }
      })();
    },
    [binderId, client, create, update],
  );

  const submit = useCallback(
    async (line: string): Promise<SubmitOutcome> => {
      setChoice(null);
      const parsed = parseQuickAdd(line);
      if (!parsed.ok) {
        setError(parsed.error);
        return 'error';
      }
      let resolution: ReturnType<typeof resolveQuickAdd<SyncedCard>>;
      try {
        resolution = resolveQuickAdd(await catalog.load(), parsed.request);
      } catch {
        setError('The catalog could not be loaded. Please try again.');
        return 'error';
      }
      if (resolution.status === 'unknown') {
        setError(resolution.reason);
        return 'error';
      }
      setError(null);
      if (resolution.status === 'choose') {
        setChoice({ ...resolution, request: parsed.request });
        return 'choose';
      }
      add(resolution.card, parsed.request);
      return 'added';
    },
    [add, catalog],
  );

  const pick = useCallback(
    (card: SyncedCard) => {
      if (choice) {
        setChoice(null);
        add(card, choice.request);
      }
    },
    [add, choice],
  );

  const remove = useCallback(
    async (entry: QuickAddEntry) => {
      if (entry.itemId !== undefined && (await deleteItem(entry.itemId))) {
        update(entry.key, { state: 'removed' });
      }
    },
    [deleteItem, update],
  );

  return {
    entries,
    choice,
    error,
    isCatalogReady: catalog.isReady,
    submit,
    pick,
    remove,
    cancelChoice: () => setChoice(null),
  };
}
