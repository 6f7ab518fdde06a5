import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSession } from '../../features/session/session-context.tsx';
import { ShopScreen } from '../../features/shop/components/shop-screen.tsx';
import { readShopSearch } from '../../features/shop/shop-search.ts';

export function ShopPage() {
  const session = useSession();
  const navigate = useNavigate();
  const search = readShopSearch(useSearch({ strict: false }) as Record<string, unknown>);
  return (
    <ShopScreen
      key={search.search ?? ''}
      search={search}
      tier={session.user?.membership_tier ?? 0}
      onSearchChange={(next) => void navigate({ to: '/shop', search: next })}
    />
  );
}
