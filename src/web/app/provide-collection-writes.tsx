import type { ReactNode } from 'react';
import { toastWithUndo } from '../features/collection/history/components/undo-toast.tsx';
import {
  useBulkCreateUserProducts,
  useCreateUserProduct,
} from '../features/collection/hooks/use-user-products.ts';
import { CollectionSync } from '../features/collection/sync/collection-sync.tsx';
import { CollectionWritesProvider } from '../lib/collection-writes.tsx';

/**
 * Lends the collection feature's add mutations to other features (scan) through lib, and runs
 * the collection's sync (other tabs, versions) app-wide.
 */
export function ProvideCollectionWrites({ children }: { children: ReactNode }) {
  const create = useCreateUserProduct();
  const bulkCreate = useBulkCreateUserProducts();
  return (
    <CollectionWritesProvider
      value={{
        addItem: (input, tag) => create.mutateAsync(tag ? { value: input, tag } : input),
        addItems: (inputs, tag) => bulkCreate.mutateAsync(tag ? { value: inputs, tag } : inputs),
        isAdding: create.isPending || bulkCreate.isPending,
        confirmWithUndo: toastWithUndo,
      }}
    >
      <CollectionSync />
      {children}
    </CollectionWritesProvider>
  );
}
