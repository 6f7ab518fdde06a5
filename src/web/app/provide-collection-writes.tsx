import type { ReactNode } from 'react';
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
        addItem: create.mutateAsync,
        addItems: bulkCreate.mutateAsync,
        isAdding: create.isPending || bulkCreate.isPending,
      }}
    >
      <CollectionSync />
      {children}
    </CollectionWritesProvider>
  );
}
