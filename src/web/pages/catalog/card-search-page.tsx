import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { CardTile } from '../../features/catalog/components/card-tile.tsx';
import { CardSearchScreen } from '../../features/search/components/card-search-screen.tsx';
import { myCollectionItemsQuery } from '../../lib/my-collection-items.ts';
import { useSession } from '../../lib/session/session-context.tsx';

function useOwnedIds(signedIn: boolean): ReadonlySet<string> | null {
  const items = useQuery({ ...myCollectionItemsQuery, enabled: signedIn });
  return useMemo(
    () =>
      signedIn && items.data
        ? new Set(items.data.filter((item) => !item.wishlist).map((item) => item.product_id))
        : null,
    [signedIn, items.data],
  );
}

/** /cards?search=&page=&language=&set=&rarity=&owned=&sort= */
export function CardSearchPage() {
  const state = useSearch({ from: '/cards' });
  const navigate = useNavigate({ from: '/cards' });
  const signedIn = useSession().status === 'signedIn';
  const ownedIds = useOwnedIds(signedIn);
  return (
    <CardSearchScreen
      state={state}
      ownedIds={ownedIds}
      signedIn={signedIn}
      onChange={(next) => void navigate({ search: next })}
      renderCard={(card) => (
        <CardTile card={card} showSet quickAdd isOwned={ownedIds?.has(card.product_id) ?? false} />
      )}
    />
  );
}
