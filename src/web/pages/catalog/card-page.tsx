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

type LookupSearch = { name?: string; number?: string; set?: string };

function CardLookupPage(props: { language: 'japanese' | 'chinese'; search: LookupSearch }) {
  const { name = '', number = '', set = '' } = props.search;
  const lookup = { language: props.language, name, number, set };
  return <CardLookupScreen lookup={lookup} renderExtras={renderCardExtras} />;
}

export function JapaneseCardLookupPage() {
  return <CardLookupPage language="japanese" search={useSearch({ from: '/japanese/card' })} />;
}

export function ChineseCardLookupPage() {
  return <CardLookupPage language="chinese" search={useSearch({ from: '/chinese/card' })} />;
}
