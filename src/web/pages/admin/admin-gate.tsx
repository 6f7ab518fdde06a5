import type { ReactNode } from 'react';
import { RequireSession } from '../../components/auth/require-session.tsx';
import { useSession } from '../../features/session/session-context.tsx';

/** Admin screens: a session, then the admin role (the API checks it again). */
export function AdminGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const isAdmin = session.user?.role === 'admin' || session.user?.is_admin === true;
  return (
    <RequireSession>
      {isAdmin ? children : <p className="field-error">This needs an admin account.</p>}
    </RequireSession>
  );
}
