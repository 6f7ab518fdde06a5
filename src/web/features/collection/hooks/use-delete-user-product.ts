import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from 'react-toastify';
import type { CollectionValues, UserProduct } from '#core/collection/user-product.schema.ts';
import { type ChangeTag, tagged } from '../../../lib/change-tag.ts';
import { defaultDeps } from '../api/collection-request.ts';
import { deleteUserProduct } from '../api/delete-user-product.ts';
import { collectionKeys } from './collection-keys.ts';
import { useCollectionUserId } from './use-collection-user.ts';

/**
 * Spec section 8: the item and its value entry leave the cache first (optimistic); when the
 * DELETE fails they are put back, the error is shown and the function resolves false.
 */
export function useDeleteUserProduct(): (id: number, tag?: ChangeTag) => Promise<boolean> {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  return useCallback(
    async (id: number, tag?: ChangeTag) => {
      const productsKey = collectionKeys.userProducts(userId);
      const valuesKey = collectionKeys.values(userId);
      await client.cancelQueries({ queryKey: productsKey });
      const list = client.getQueryData<UserProduct[]>(productsKey);
      const index = list?.findIndex((item) => item.id === id) ?? -1;
      const removed = index >= 0 ? list?.[index] : undefined;
      const removedValue = client.getQueryData<CollectionValues>(valuesKey)?.[String(id)];

      client.setQueryData<UserProduct[]>(productsKey, (old) =>
        old?.filter((item) => item.id !== id),
      );
      client.setQueryData<CollectionValues>(valuesKey, (old) => {
        if (!old) {
          return old;
        }
        const { [String(id)]: _gone, ...rest } = old;
        return rest;
      });

      try {
        await deleteUserProduct(id, tagged(defaultDeps, tag));
        void client.invalidateQueries({ queryKey: collectionKeys.binders(userId) });
        return true;
      } catch (error) {
        // Put back only this item: other deletes may have finished meanwhile.
        if (removed) {
          client.setQueryData<UserProduct[]>(productsKey, (old = []) => {
            const next = old.filter((item) => item.id !== id);
            next.splice(Math.min(index, next.length), 0, removed);
            return next;
          });
        }
        if (removedValue) {
          client.setQueryData<CollectionValues>(valuesKey, (old) => ({
            ...old,
            [String(id)]: removedValue,
          }));
        }
        toast.error(error instanceof Error ? error.message : 'Failed to delete user product');
        return false;
      }
    },
    [client, userId],
  );
}
