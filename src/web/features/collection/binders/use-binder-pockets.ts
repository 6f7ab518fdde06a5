import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { PocketLayout } from '#core/collection/binder-location.ts';
import type { BoxAuditFixes } from '#core/collection/box-audit.ts';
import { type AuditFixes, applyAuditFixes } from '../api/apply-audit-fixes.ts';
import { applyBoxAuditFixes } from '../api/apply-box-audit-fixes.ts';
import { updateBinderLayout } from '../api/update-binder-layout.ts';
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
  return (id: number, binderId: number, page: number, pocket: number) =>
    update.mutateAsync({
      id,
      patch: { binder_id: binderId, binder_page: page, binder_pocket: pocket },
    });
}

export function useBinderLayout() {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: ({ id, layout }: { id: number; layout: PocketLayout }) =>
      updateBinderLayout(id, layout),
    onSuccess: refresh,
    onError: toastError,
  });
}

export function useApplyAuditFixes() {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: ({ binderId, fixes }: { binderId: number; fixes: AuditFixes }) =>
      applyAuditFixes(binderId, fixes),
    onSuccess: refresh,
    onError: toastError,
  });
}

export function useApplyBoxAuditFixes() {
  const refresh = useRefreshCollection();
  return useMutation({
    mutationFn: (fixes: BoxAuditFixes) => applyBoxAuditFixes(fixes),
    onSuccess: refresh,
    onError: toastError,
  });
}
