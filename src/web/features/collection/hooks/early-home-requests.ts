import { hasFrontToken } from '../../../lib/auth/auth-sdk.ts';
import { adoptPageRequest } from '../../../lib/page-early-requests.ts';
import { onSessionChange } from '../../../lib/session/session-events.ts';

/**
 * /home's data asked for at app start, before the session check has answered, so a signed-in
 * user's collection loads alongside the start-up instead of after it. Kept tiny and free of
 * collection code: it sits in the initial chunk. Each answer is used once by the matching query
 * (see early-aware-api.ts); a 401 (signed out, expired token) is simply asked again the normal way.
 */

const USED_WITHIN_MS = 30_000;

type EarlyRequest = { response: Promise<Response | undefined>; startedAt: number };

const early = new Map<string, EarlyRequest>();

// Answers nobody took belong to the user who signed out: never hand them to the next one.
onSessionChange((change) => {
  if (change === 'ended') {
    early.clear();
  }
});

export const EARLY_HOME_PATHS = {
  userProducts: '/api/iOSUserCards/',
  values: '/api/iOSTCGProductValues/collection-values',
  binders: '/api/binders',
};

/**
 * On /home in a browser holding a session, starts the requests the page needs first (the chart's
 * snapshots come after the total is shown, see PortfolioChart).
 */
export function startEarlyHomeRequests(pathname: string, cookies: string): void {
  if (pathname !== '/home' || !hasFrontToken(cookies)) {
    return;
  }
  for (const path of Object.values(EARLY_HOME_PATHS)) {
    early.set(
      path,
      adoptPageRequest(path) ?? {
        response: fetch(path, { credentials: 'include' }).catch(() => undefined),
        startedAt: Date.now(),
      },
    );
  }
}

/** The early answer for a GET of `path`, once; undefined when none was started or it is old. */
export function takeEarlyResponse(path: string): Promise<Response | undefined> | undefined {
  const request = early.get(path);
  early.delete(path);
  if (!request || Date.now() - request.startedAt > USED_WITHIN_MS) {
    return undefined;
  }
  return request.response;
}
