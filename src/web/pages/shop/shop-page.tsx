import { useNavigate, useSearch } from '@tanstack/react-router';
import { ShopScreen } from '../../features/shop/components/shop-screen.tsx';
import { readShopSearch } from '../../features/shop/shop-search.ts';
import { useSession } from '../../lib/session/session-context.tsx';

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
