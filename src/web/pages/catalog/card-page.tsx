import { useParams, useSearch } from '@tanstack/react-router';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { CardLookupScreen, CardScreen } from '../../features/catalog/components/card-screen.tsx';
import { renderProductCollectionExtras } from '../../features/collection/components/add-to-collection/product-collection-extras.tsx';
import { FriendsWhoOwn } from '../../features/friends/components/friends-who-own.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

function FriendsWhoOwnForSession({ productId }: { productId: string }) {
  const session = useSession();
  return <FriendsWhoOwn productId={productId} signedIn={session.status === 'signedIn'} />;
}

/** The collection block, then the friends who own the product. */
function renderCardExtras(product: TcgProduct) {
  return (
    <>
      {renderProductCollectionExtras(product)}
      <FriendsWhoOwnForSession
        key={`friends-${product.product_id}`}
        productId={product.product_id}
      />
    </>
  );
}

/** /card/{id}, /japanese/card/{id}, /chinese/card/{id}. */
export function CardPage() {
  const { id = '' } = useParams({ strict: false });
  return <CardScreen key={id} id={id} renderExtras={renderCardExtras} />;
}

export function JapaneseCardLookupPage() {
  const search = useSearch({ from: '/japanese/card' });
  return (
    <CardLookupScreen
      lookup={{ language: 'japanese', ...search }}
      renderExtras={renderCardExtras}
    />
  );
}

export function ChineseCardLookupPage() {
  const search = useSearch({ from: '/chinese/card' });
  return (
    <CardLookupScreen lookup={{ language: 'chinese', ...search }} renderExtras={renderCardExtras} />
  );
}
