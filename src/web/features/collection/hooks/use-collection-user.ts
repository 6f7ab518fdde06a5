import { useSession } from '../../../lib/session/session-context.tsx';

/** The signed-in user's id, or null for visitors and while the session loads. */
export function useCollectionUserId(): number | null {
  const session = useSession();
  return session.status === 'signedIn' ? session.user.id : null;
}
