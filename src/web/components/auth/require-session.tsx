import { lazy, type ReactNode, Suspense } from 'react';
import { loadAuthSdk } from '../../lib/auth/auth-sdk.ts';

const SessionAuthGate = lazy(async () => {
  const [module] = await Promise.all([import('./session-auth-gate.tsx'), loadAuthSdk()]);
  return { default: module.SessionAuthGate };
});

/**
 * Renders its children only with a session whose claims hold (spec section 6): a signed-out
 * visitor goes to /login?redirectToPath=<this page> and comes back after sign-in; an unverified
 * e-mail goes to /login/verify-email (e-mail verification mode REQUIRED). `onSessionExpired`
 * replaces the redirect to the auth page when the session ends while the page is open.
 */
export function RequireSession({
  children,
  onSessionExpired,
}: {
  children: ReactNode;
  onSessionExpired?: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <SessionAuthGate onSessionExpired={onSessionExpired}>{children}</SessionAuthGate>
    </Suspense>
  );
}
