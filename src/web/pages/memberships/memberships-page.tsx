import { MembershipsScreen } from '../../features/memberships/components/memberships-screen.tsx';
import { useSession } from '../../lib/session/session-context.tsx';

export function MembershipsPage() {
  const session = useSession();
  return (
    <MembershipsScreen
      signedIn={session.status === 'signedIn'}
      tier={session.user?.membership_tier ?? 0}
      onTierChanged={session.reload}
    />
  );
}
