import { useNavigate, useSearch } from '@tanstack/react-router';
import { ShopScreen } from '../../features/shop/components/shop-screen.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

export function ShopPage() {
  const session = useSession();
  const navigate = useNavigate();
  const search = useSearch({ from: '/shop' });
  return (
    <ShopScreen
      key={search.search ?? ''}
      search={search}
      tier={session.user?.membership_tier ?? 0}
      onSearchChange={(next) => void navigate({ to: '/shop', search: next })}
    />
  );
}
