import { lazy, type ReactNode, Suspense } from 'react';

const SessionAuthGate = lazy(async () => ({
  default: (await import('./session-auth-gate.tsx')).SessionAuthGate,
}));

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
