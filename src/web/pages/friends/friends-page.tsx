import { RequireSession } from '../../components/auth/require-session.tsx';
import { FriendsScreen } from '../../features/friends/components/friends-screen.tsx';

/** /friends (signed in only). */
export function FriendsPage() {
  return (
    <RequireSession>
      <FriendsScreen />
    </RequireSession>
  );
}
