import type { SessionStateAnswer } from '#core/session/session-state.schema.ts';
import type { SessionState } from '../auth/session/resolve-session.ts';

/** The browser-facing summary of the request's session (a revoked one counts as none). */
export function describeSession(state: SessionState | null): SessionStateAnswer {
  switch (state?.kind) {
    case 'valid':
      return { session: 'active' };
    case 'try-refresh':
      return { session: 'expired' };
    default:
      return { session: 'none' };
  }
}
