import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { Binder } from '#core/collection/user-product.schema.ts';
import { type ChangeTag, tagged } from '../../../lib/change-tag.ts';
import { defaultDeps } from '../api/collection-request.ts';
import { createBinder } from '../api/create-binder.ts';
import { deleteBinder } from '../api/delete-binder.ts';
import { fetchBinders } from '../api/get-binders.ts';
import { renameBinder } from '../api/rename-binder.ts';
import { collectionKeys, USER_PRODUCTS_STALE_TIME } from './collection-keys.ts';
import { earlyAwareDeps } from './early-aware-api.ts';
import { getSelectedBinderId, setSelectedBinderId } from './selected-binder-store.ts';
import { useCollectionUserId } from './use-collection-user.ts';

function toastError(error: Error) {
  toast.error(error.message);
}

/** GET /api/binders for the signed-in user. */
export function useBinders() {
  const userId = useCollectionUserId();
  return useQuery({
    queryKey: collectionKeys.binders(userId),
    queryFn: () => fetchBinders(earlyAwareDeps),
    staleTime: USER_PRODUCTS_STALE_TIME,
    enabled: userId !== null,
  });
}

function useBinderCache() {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  const key = collectionKeys.binders(userId);
  return {
    update: (change: (list: Binder[]) => Binder[]) =>
      client.setQueryData<Binder[]>(key, (list) => (list ? change(list) : list)),
    refreshAll: () => {
      void client.invalidateQueries({ queryKey: key });
      void client.invalidateQueries({ queryKey: collectionKeys.userProducts(userId) });
      void client.invalidateQueries({ queryKey: collectionKeys.values(userId) });
    },
    client,
    userId,
  };
}

export function useCreateBinder() {
  const cache = useBinderCache();
  return useMutation({
    mutationFn: ({ name, tag }: { name: string; tag?: ChangeTag }) =>
      createBinder(name, tagged(defaultDeps, tag)),
    onSuccess: (binder) => cache.update((list) => [...list, binder]),
    onError: toastError,
  });
}

export function useRenameBinder() {
  const cache = useBinderCache();
  return useMutation({
    mutationFn: ({ id, name, tag }: { id: number; name: string; tag?: ChangeTag }) =>
      renameBinder(id, name, tagged(defaultDeps, tag)),
    onSuccess: (binder) =>
      cache.update((list) => list.map((item) => (item.id === binder.id ? binder : item))),
    onError: toastError,
  });
}

/** DELETE /api/binders/{id}; removing the selected binder clears the selection (spec 4). */
export function useDeleteBinder() {
  const cache = useBinderCache();
  return useMutation({
    mutationFn: ({ id, tag }: { id: number; tag?: ChangeTag }) =>
      deleteBinder(id, tagged(defaultDeps, tag)),
    onSuccess: (_result, { id }) => {
      cache.update((list) => list.filter((binder) => binder.id !== id));
      if (getSelectedBinderId() === id) {
        setSelectedBinderId(null);
      }
      cache.refreshAll();
    },
    onError: toastError,
  });
}
