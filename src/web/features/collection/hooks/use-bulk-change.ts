import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import type { BulkChangeInput } from '#core/collection/bulk-change.schema.ts';
import { type ChangeTag, tagged } from '../../../lib/change-tag.ts';
import { bulkChangeUserProducts } from '../api/bulk-change-user-products.ts';
import { defaultDeps } from '../api/collection-request.ts';
import { collectionKeys } from './collection-keys.ts';
import { useCollectionUserId } from './use-collection-user.ts';

/** One bulk call; then the list, its values and the binders are read again. */
export function useBulkChange() {
  const client = useQueryClient();
  const userId = useCollectionUserId();
  return useMutation({
    mutationFn: ({ tag, ...input }: BulkChangeInput & { tag?: ChangeTag }) =>
      bulkChangeUserProducts(input, tagged(defaultDeps, tag)),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: collectionKeys.userProducts(userId) }),
        client.invalidateQueries({ queryKey: collectionKeys.values(userId) }),
        client.invalidateQueries({ queryKey: collectionKeys.binders(userId) }),
      ]);
    },
    onError: (error: Error) => {
      toast.error(error.message);
    },
  });
}
