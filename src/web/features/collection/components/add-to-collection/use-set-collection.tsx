import './collection-catalog.css';
import { useMemo } from 'react';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { getOwnedProductIds } from '#core/collection/set-completion.ts';
import { useSession } from '../../../../lib/session/session-context.tsx';
import { useUserProducts } from '../../hooks/use-user-products.ts';
import { AddToCollectionButton } from './add-to-collection-dialog.tsx';
import { SetCompletionBar } from './set-completion-bar.tsx';

/** What the collection adds to a set screen (passed to the catalog's SetScreen). */
export type SetCollectionSlots = {
  /** Owned (not wishlisted) product ids; null for visitors. */
  ownedProductIds: ReadonlySet<string> | null;
  renderCompletion: (cards: readonly TcgProduct[]) => React.ReactNode;
  renderSealedAction: (product: TcgProduct) => React.ReactNode;
};

export function useSetCollection(): SetCollectionSlots {
  const session = useSession();
  const products = useUserProducts();
  const ownedProductIds = useMemo(
    () => (products.data ? getOwnedProductIds(products.data) : null),
    [products.data],
  );
  const isSignedIn = session.status === 'signedIn';
  return useMemo(
    () => ({
      ownedProductIds,
      renderCompletion: (cards) =>
        isSignedIn && ownedProductIds ? (
          <SetCompletionBar ownedProductIds={ownedProductIds} cards={cards} />
        ) : null,
      renderSealedAction: (product) => <AddToCollectionButton product={product} />,
    }),
    [isSignedIn, ownedProductIds],
  );
}
