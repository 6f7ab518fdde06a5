import type { ReactNode } from 'react';
import { SessionAuth } from 'supertokens-auth-react/recipe/session';
import '../../lib/auth/auth-runtime.ts';

/** The SDK's session guard; its module (with the SDK) is loaded by RequireSession. */
export function SessionAuthGate({
  children,
  onSessionExpired,
}: {
  children: ReactNode;
  onSessionExpired?: () => void;
}) {
  return <SessionAuth onSessionExpired={onSessionExpired}>{children}</SessionAuth>;
}
