import { startEarlyHomeRequests } from '../features/collection/hooks/early-home-requests.ts';
import { hasFrontToken } from '../lib/auth/auth-sdk.ts';

/**
 * Opening /home with a session: the page's code and its data are asked for at app start,
 * alongside the session check, rather than one after the other once the user is known. The code
 * goes first: the browser opens few connections per host and the data takes the server longer.
 */
export function startHomeEarly(): void {
  if (window.location.pathname !== '/home' || !hasFrontToken(document.cookie)) {
    return;
  }
  void import('../pages/home/home-page.tsx').catch(() => undefined);
  startEarlyHomeRequests(window.location.pathname, document.cookie);
}
