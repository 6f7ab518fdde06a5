import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';
import { loginPathFor } from '../../../lib/auth/auth-settings.ts';
import { useSession } from '../../../lib/session/session-context.tsx';

/**
 * Sign-out everywhere and account deletion end the session on purpose: `leaveAfter` runs such an
 * action, signs out and goes to /. Any other end of the session goes to the auth page
 * (`onSessionExpired`).
 */
export function useLeaveAfter() {
  const navigate = useNavigate();
  const session = useSession();
  // Set while such an action runs, so the session's end is not taken for an expiry.
  const leaving = useRef(false);

  const onSessionExpired = useCallback(() => {
    if (!leaving.current) {
      window.location.assign(loginPathFor(window.location.pathname + window.location.search));
    }
  }, []);

  const leaveAfter = useCallback(
    async (action: () => Promise<unknown>) => {
      leaving.current = true;
      try {
        await action();
      } catch (error) {
        leaving.current = false;
        throw error;
      }
      await session.signOut().catch(() => undefined);
      await navigate({ to: '/' });
    },
    [navigate, session.signOut],
  );
  return { leaveAfter, onSessionExpired };
}
