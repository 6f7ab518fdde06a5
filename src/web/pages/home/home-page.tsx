import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { CollectionHome } from '../../features/collection/home/collection-home.tsx';
import { type HomeSearch, readHomeSearch } from '../../features/collection/home/home-search.ts';
import { usePrefetchHome } from '../../features/collection/home/use-prefetch-home.ts';

/** /home: the signed-in user's collection (?binder={id}&view=list|binder). */
export function HomePage() {
  const navigate = useNavigate();
  const search = readHomeSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const onSearchChange = useCallback(
    (next: HomeSearch) => void navigate({ to: '/home', search: next, replace: true }),
    [navigate],
  );
  usePrefetchHome(search.binder ?? null);
  return (
    <RequireSession>
      <CollectionHome search={search} onSearchChange={onSearchChange} />
    </RequireSession>
  );
}
