import type { ReactNode } from 'react';
import { SessionAuth } from 'supertokens-auth-react/recipe/session';

/** The SDK's session guard; RequireSession loads its module once the SDK is set up. */
export function SessionAuthGate({
  children,
  onSessionExpired,
}: {
  children: ReactNode;
  onSessionExpired?: () => void;
}) {
  return <SessionAuth onSessionExpired={onSessionExpired}>{children}</SessionAuth>;
}
