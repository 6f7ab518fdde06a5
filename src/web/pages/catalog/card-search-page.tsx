import { useSearch } from '@tanstack/react-router';
import { CardTile } from '../../features/catalog/components/card-tile.tsx';
import { CardSearchScreen } from '../../features/search/components/card-search-screen.tsx';

/** /cards?search=&page= */
export function CardSearchPage() {
  const { search = '', page = 1 } = useSearch({ from: '/cards' });
  return (
    <CardSearchScreen
      search={search}
      page={page}
      renderCard={(card) => <CardTile card={card} showSet quickAdd />}
    />
  );
}
