import { Link, useParams, useSearch } from '@tanstack/react-router';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { CardLookupScreen, CardScreen } from '../../features/catalog/components/card-screen.tsx';
import '../../features/collection/components/add-to-collection/collection-catalog.css';
import { CollectionActions } from '../../features/collection/components/add-to-collection/collection-actions.tsx';
import { PriceHistoryPanel } from '../../features/collection/components/add-to-collection/price-history-panel.tsx';
import { FriendsWhoOwn } from '../../features/friends/components/friends-who-own.tsx';
import { SetPriceAlert } from '../../features/price-alerts/components/set-price-alert.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

function FriendsWhoOwnForSession({ productId }: { productId: string }) {
  const session = useSession();
  return <FriendsWhoOwn productId={productId} signedIn={session.status === 'signedIn'} />;
}

/** The add form and the user's copies sit under the title, above the prices (UX audit 5). */
function renderCardActions(product: TcgProduct) {
  return <CollectionActions key={`actions-${product.product_id}`} product={product} />;
}

/** "Set a price alert" for signed-in users; the list is on /alerts. */
function PriceAlertForSession({ productId }: { productId: string }) {
  const session = useSession();
  if (session.status !== 'signedIn') {
    return null;
  }
  return (
    <div className="card-price-alert">
      <SetPriceAlert target={{ on: 'product', productId }} />
      <Link to="/alerts">Manage price alerts</Link>
    </div>
  );
}

/** The price chart, a price alert, then the friends who own the product. */
function renderCardExtras(product: TcgProduct) {
  return (
    <>
      <PriceHistoryPanel key={`history-${product.product_id}`} product={product} />
      <PriceAlertForSession key={`alert-${product.product_id}`} productId={product.product_id} />
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
  return (
    <CardScreen
      key={id}
      id={id}
      renderExtras={renderCardExtras}
      renderActions={renderCardActions}
    />
  );
}

type LookupSearch = { name?: string; number?: string; set?: string };

function CardLookupPage(props: { language: 'japanese' | 'chinese'; search: LookupSearch }) {
  const { name = '', number = '', set = '' } = props.search;
  const lookup = { language: props.language, name, number, set };
  return (
    <CardLookupScreen
      lookup={lookup}
      renderExtras={renderCardExtras}
      renderActions={renderCardActions}
    />
  );
}

export function JapaneseCardLookupPage() {
  return <CardLookupPage language="japanese" search={useSearch({ from: '/japanese/card' })} />;
}

export function ChineseCardLookupPage() {
  return <CardLookupPage language="chinese" search={useSearch({ from: '/chinese/card' })} />;
}
