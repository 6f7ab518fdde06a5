import { ComingSoonPage } from '../../pages/coming-soon-page.tsx';
import { RequireSession } from './require-session.tsx';

/** A signed-in page whose feature has not shipped yet (/home, /friends). */
export function SessionComingSoonPage() {
  return (
    <RequireSession>
      <ComingSoonPage />
    </RequireSession>
  );
}
