import { FRONT_TOKEN_COOKIE, hasFrontToken } from '../auth/auth-sdk.ts';
import { readCookie } from '../cookies.ts';
import { adoptPageRequest } from '../page-early-requests.ts';

/**
 * GET /api/session/me sent at app start when the browser holds a session, in parallel with
 * loading the auth SDK: a 200 proves the access token valid, so the signed-in user is known
 * without waiting for the SDK (see loadSessionUser). Used once, by the first session load.
 */
let early: Promise<Response | undefined> | undefined;

export const SESSION_ME_PATH = '/api/session/me';

export function startEarlySessionCheck(cookies: string): void {
  if (hasFrontToken(cookies)) {
    early =
      adoptPageRequest(SESSION_ME_PATH)?.response ??
      fetch(SESSION_ME_PATH, { credentials: 'include' }).catch(() => undefined);
  }
}

export function takeEarlySessionCheck(): Promise<Response | undefined> | undefined {
  const check = early;
  early = undefined;
  return check;
}

/**
 * The access-token payload the SDK keeps in its front-token cookie (base64 of JSON
 * `{ uid, ate, up }`, `up` being the payload), or null when it cannot be read.
 */
export function readFrontTokenPayload(cookies: string): Record<string, unknown> | null {
  const value = readCookie(cookies, FRONT_TOKEN_COOKIE);
  if (!value) {
    return null;
  }
  try {
    const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
    const token = JSON.parse(new TextDecoder().decode(bytes)) as { up?: unknown };
    return token.up && typeof token.up === 'object' ? (token.up as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
