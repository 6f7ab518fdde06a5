import { useParams, useRouterState } from '@tanstack/react-router';
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

function useRawSearch(): URLSearchParams {
  // The raw query string: TanStack's JSON search parsing would turn number=025 into 25.
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  return new URLSearchParams(searchStr);
}

function CardLookupPage({ language }: { language: 'japanese' | 'chinese' }) {
  const params = useRawSearch();
  const lookup = {
    language,
    name: params.get('name') ?? '',
    number: params.get('number') ?? '',
    set: params.get('set') ?? '',
  };
  return <CardLookupScreen lookup={lookup} renderExtras={renderCardExtras} />;
}

export function JapaneseCardLookupPage() {
  return <CardLookupPage language="japanese" />;
}

export function ChineseCardLookupPage() {
  return <CardLookupPage language="chinese" />;
}
