import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type {
  UserProduct,
  UserProductInput,
  UserProductUpdate,
} from '#core/collection/user-product.schema.ts';
import { type ChangeTag, tagged } from '../../../lib/change-tag.ts';
import { bulkCreateUserProducts } from '../api/bulk-create-user-products.ts';
import { defaultDeps } from '../api/collection-request.ts';
import { createUserProduct } from '../api/create-user-product.ts';
import { fetchUserProducts } from '../api/get-user-products.ts';
import { updateUserProduct } from '../api/update-user-product.ts';
import { collectionKeys, USER_PRODUCTS_STALE_TIME } from './collection-keys.ts';
import { earlyAwareDeps } from './early-aware-api.ts';
import { useCollectionUserId } from './use-collection-user.ts';

/** The signed-in user's collection and wishlist (GET /api/iOSUserCards/), cached 5 minutes. */
export function useUserProducts() {
  const userId = useCollectionUserId();
  return useQuery({
    queryKey: collectionKeys.userProducts(userId),
    queryFn: () => fetchUserProducts(earlyAwareDeps),
    staleTime: USER_PRODUCTS_STALE_TIME,
    enabled: userId !== null,
  });
}

/** A write's input with the batch and origin it is recorded under (ADR 074). */
export type Tagged<T> = { value: T; tag: ChangeTag };

/** Mutations toast their errors unless the caller shows them itself (a form beside its fields). */
export type MutationErrorOptions = { toastErrors?: boolean };

function onErrorToast({ toastErrors = true }: MutationErrorOptions) {
  return (error: Error) => {
    if (toastErrors) {
      toast.error(error.message);
    }
  };
}

/** Adds created items to the cached list and asks for their values. */
function useAppendCreated() {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  return (created: UserProduct[]) => {
    client.setQueryData<UserProduct[]>(collectionKeys.userProducts(userId), (list) => {
      const ids = new Set(created.map((item) => item.id));
      return [...(list ?? []).filter((item) => !ids.has(item.id)), ...created];
    });
    void client.invalidateQueries({ queryKey: collectionKeys.values(userId) });
    void client.invalidateQueries({ queryKey: collectionKeys.binders(userId) });
  };
}

/** POST /api/iOSUserCards/ with verification; the new item is appended to the cache. */
export function useCreateUserProduct(options: MutationErrorOptions = {}) {
  const append = useAppendCreated();
  return useMutation({
    mutationFn: (input: UserProductInput | Tagged<UserProductInput>) =>
      'tag' in input
        ? createUserProduct(input.value, tagged(defaultDeps, input.tag))
        : createUserProduct(input),
    onSuccess: (created) => append([created]),
    onError: onErrorToast(options),
  });
}

/** POST /api/iOSUserCards/bulk (at most 500 items, all or nothing); appended to the cache. */
export function useBulkCreateUserProducts(options: MutationErrorOptions = {}) {
  const append = useAppendCreated();
  return useMutation({
    mutationFn: (inputs: UserProductInput[] | Tagged<UserProductInput[]>) =>
      Array.isArray(inputs)
        ? bulkCreateUserProducts(inputs)
        : bulkCreateUserProducts(inputs.value, tagged(defaultDeps, inputs.tag)),
    onSuccess: append,
    onError: onErrorToast(options),
  });
}

/** PUT /api/iOSUserCards/{id}; the cached item is replaced by the server's answer. */
export function useUpdateUserProduct(options: MutationErrorOptions = {}) {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  return useMutation({
    mutationFn: ({ id, patch, tag }: { id: number; patch: UserProductUpdate; tag?: ChangeTag }) =>
      updateUserProduct(id, patch, tagged(defaultDeps, tag)),
    onSuccess: (updated) => {
      client.setQueryData<UserProduct[]>(collectionKeys.userProducts(userId), (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      );
      void client.invalidateQueries({ queryKey: collectionKeys.values(userId) });
      void client.invalidateQueries({ queryKey: collectionKeys.binders(userId) });
    },
    onError: onErrorToast(options),
  });
}
