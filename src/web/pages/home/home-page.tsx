import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { CollectionHome } from '../../features/collection/home/collection-home.tsx';
import type { HomeSearch } from '../../features/collection/home/home-search.ts';
import { usePrefetchHome } from '../../features/collection/home/use-prefetch-home.ts';
import { ScanButton } from '../../features/scan/components/scan-button.tsx';
import { ShareLinksPanel } from '../../features/shares/components/share-links-panel.tsx';
import { useSession } from '../../lib/session/session-context.tsx';
import { hasVerifiedClaim } from '../../lib/session/session-user.ts';

/** /home: the signed-in user's collection (?binder={id}&view=list|binder). */
export function HomePage() {
  const navigate = useNavigate();
  const session = useSession();
  const search = useSearch({ from: '/home' });
  const onSearchChange = useCallback(
    (next: HomeSearch) => void navigate({ to: '/home', search: next, replace: true }),
    [navigate],
  );
  usePrefetchHome();
  const content = (
    <>
      <CollectionHome
        search={search}
        onSearchChange={onSearchChange}
        scanAction={<ScanButton placement="page" />}
        scanPageAction={(pageScan) => <ScanButton placement="page" pageScan={pageScan} />}
      />
      <ShareLinksPanel />
    </>
  );
  // The server has just confirmed the session, and its token already holds the verified e-mail
  // claim the guard checks: the collection shows at once instead of after the SDK's guard has
  // loaded; the guard still runs beside it (and redirects should the session end).
  if (session.status === 'signedIn' && hasVerifiedClaim(session.user)) {
    return (
      <>
        <RequireSession>{null}</RequireSession>
        {content}
      </>
    );
  }
  return <RequireSession>{content}</RequireSession>;
}
