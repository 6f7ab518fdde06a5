import { createContext, useContext } from 'react';
import type { UserProduct, UserProductInput } from '#core/collection/user-product.schema.ts';
import type { ChangeTag } from './change-tag.ts';

/**
 * Adding to the signed-in user's collection, for features outside it (scan). The collection
 * feature's mutations (cache updates, error toasts) stand behind it; src/web/app provides them,
 * so no feature imports another (ADR 008).
 */
export type CollectionWrites = {
  addItem: (input: UserProductInput, tag?: ChangeTag) => Promise<UserProduct>;
  addItems: (inputs: UserProductInput[], tag?: ChangeTag) => Promise<UserProduct[]>;
  isAdding: boolean;
  /** The success toast of a write, with Undo of its batch (ADR 074). */
  confirmWithUndo: (message: string, batchId: string) => void;
};

const CollectionWritesContext = createContext<CollectionWrites | null>(null);

export const CollectionWritesProvider = CollectionWritesContext.Provider;

export function useCollectionWrites(): CollectionWrites {
  const writes = useContext(CollectionWritesContext);
  if (!writes) {
    throw new Error('useCollectionWrites needs the app’s CollectionWritesProvider');
  }
  return writes;
}
