import { Link, useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { useSession } from '../../../../lib/session/session-context.tsx';
import { useCollectionValues } from '../../hooks/use-collection-values.ts';
import { useUserProducts } from '../../hooks/use-user-products.ts';
import { AddToCollectionForm } from './add-to-collection-form.tsx';
import { OwnedItems } from './owned-items.tsx';

function SignInPrompt() {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <p>
      <Link to="/login" search={{ redirectToPath: href }}>
        Sign in
      </Link>{' '}
      to add this to your collection or wishlist.
    </p>
  );
}

function SignedInActions({ product }: { product: TcgProduct }) {
  const products = useUserProducts();
  const values = useCollectionValues(products.data);
  const items = useMemo(
    () => (products.data ?? []).filter((item) => item.product_id === product.product_id),
    [products.data, product.product_id],
  );
  return (
    <>
      {products.isError ? (
        <p className="form-error" role="alert">
          {products.error.message}
        </p>
      ) : products.data ? (
        <OwnedItems product={product} items={items} values={values.data} />
      ) : (
        <p className="muted" role="status">
          Loading your collection...
        </p>
      )}
      <AddToCollectionForm product={product} />
    </>
  );
}

/** The collection block of a card or sealed product: the user's copies and the add form. */
export function CollectionActions({ product }: { product: TcgProduct }) {
  const session = useSession();
  return (
    <section aria-label="Collection actions" className="catalog-collection-actions">
      <h2>Your collection</h2>
      {session.status === 'signedIn' ? (
        <SignedInActions product={product} />
      ) : session.status === 'signedOut' ? (
        <SignInPrompt />
      ) : null}
    </section>
  );
}
