import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { PocketLayout } from '#core/collection/binder-location.ts';
import type { BoxAuditFixes } from '#core/collection/box-audit.ts';
import type { Binder, UserProduct } from '#core/collection/user-product.schema.ts';
import { type ChangeTag, newChangeTag, tagged } from '../../../lib/change-tag.ts';
import { type AuditFixes, applyAuditFixes } from '../api/apply-audit-fixes.ts';
import { applyBoxAuditFixes } from '../api/apply-box-audit-fixes.ts';
import { defaultDeps } from '../api/collection-request.ts';
import { updateBinderLayout } from '../api/update-binder-layout.ts';
import { toastWithUndo } from '../history/components/undo-toast.tsx';
import { collectionKeys } from '../hooks/collection-keys.ts';
import { useCollectionUserId } from '../hooks/use-collection-user.ts';
import { useUpdateUserProduct } from '../hooks/use-user-products.ts';

function useRefreshCollection() {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  return () => {
    void client.invalidateQueries({ queryKey: collectionKeys.binders(userId) });
    void client.invalidateQueries({ queryKey: collectionKeys.userProducts(userId) });
  };
}

const toastError = (error: Error) => toast.error(error.message);

/** Puts an item into a pocket of its binder (the server answers 409 when the pocket is taken). */
export function usePlaceInPocket() {
  const update = useUpdateUserProduct();
  return async (item: UserProduct, binder: Binder, page: number, pocket: number) => {
    const tag = newChangeTag();
    await update.mutateAsync({
      id: item.id,
      patch: { binder_id: binder.id, binder_page: page, binder_pocket: pocket },
      tag,
    });
    toastWithUndo(
      `Moved ${item.product_name} to ${binder.name}, page ${page}, pocket ${pocket}`,
      tag.batchId,
    );
  };
}

/**
 * A binder or box write whose success toast says `done` and offers Undo of its batch (ADR 074).
 */
function useUndoableWrite<Input>(
  write: (input: Input, tag: ChangeTag) => Promise<unknown>,
  done: (input: Input) => string,
) {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: async (input: Input) => {
      const tag = newChangeTag();
      await write(input, tag);
      return tag;
    },
    onSuccess: (tag, input) => {
      refresh();
      toastWithUndo(done(input), tag.batchId);
    },
    onError: toastError,
  });
}

export function useBinderLayout() {
  return useUndoableWrite(
    ({ binder, layout }: { binder: Binder; layout: PocketLayout }, tag) =>
      updateBinderLayout(binder.id, layout, tagged(defaultDeps, tag)),
    ({ binder, layout }) => `${binder.name} now has ${layout} pockets per page`,
  );
}

export function useApplyAuditFixes() {
  return useUndoableWrite(
    ({ binderId, fixes }: { binderId: number; fixes: AuditFixes }, tag) =>
      applyAuditFixes(binderId, fixes, tagged(defaultDeps, tag)),
    () => 'The binder now matches what you found',
  );
}

export function useApplyBoxAuditFixes() {
  return useUndoableWrite(
    (fixes: BoxAuditFixes, tag) => applyBoxAuditFixes(fixes, tagged(defaultDeps, tag)),
    () => 'The box now matches what you found',
  );
}
