import type { ThirdPartyId } from '#core/auth/session-constants.ts';
import { readCookie } from '../cookies.ts';
import type { AuthRuntime } from './auth-runtime.ts';
import { fetchSignInProviders } from './sign-in-providers.ts';

/**
 * The SDK's own cookie (written by it, readable by us) that says the browser holds a session.
 * Without it a visitor is treated as signed out without loading the SDK at all.
 */
export const FRONT_TOKEN_COOKIE = 'sFrontToken';

let runtime: Promise<AuthRuntime> | undefined;
let providers: readonly ThirdPartyId[] = [];
let serverSawSession = false;

/**
 * The auth SDK (recipes, fetch interceptor, session events), loaded on first use: at start when
 * a session cookie is present, on /login and on pages that require a session. Keeping it out of
 * the initial chunk keeps the landing page within its budget. The configured sign-in providers
 * are asked for alongside, since the SDK is set up with them.
 */
export function loadAuthSdk(): Promise<AuthRuntime> {
  runtime ??= Promise.all([import('./auth-runtime.ts'), fetchSignInProviders()]).then(
    ([module, configured]) => {
      providers = configured;
      recordSignedOutForSdk();
      return module.startAuthRuntime(configured);
    },
  );
  return runtime;
}

/** The sign-in providers the SDK was set up with (none until loadAuthSdk has resolved). */
export function sdkProviders(): readonly ThirdPartyId[] {
  return providers;
}

/** True when `cookies` (document.cookie) holds the SDK's front token. */
export function hasFrontToken(cookies: string): boolean {
  return Boolean(readCookie(cookies, FRONT_TOKEN_COOKIE));
}

/**
 * The SDK's own cookie with the time it last saw the session change. Without the front token it
 * means "signed out" to the SDK; without either, the SDK asks the server with a refresh call
 * before its first request, whose 401 is a console error and holds up the sign-in form.
 */
const SESSION_UPDATE_COOKIE = 'st-last-access-token-update';

function writeCookie(cookie: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
  document.cookie = cookie;
}

/**
 * A browser without the front token is signed out, unless the server has said otherwise: the
 * SDK is told so before it starts (decision 071).
 */
function recordSignedOutForSdk(): void {
  const cookies = document.cookie;
  if (serverSawSession || hasFrontToken(cookies) || readCookie(cookies, SESSION_UPDATE_COOKIE)) {
    return;
  }
  writeCookie(
    `${SESSION_UPDATE_COOKIE}=${Date.now()}; expires=Fri, 31 Dec 9999 23:59:59 GMT; path=/; samesite=lax`,
  );
}

/**
 * The server sees session cookies this browser's SDK has no record of: the SDK must find the
 * session itself (a refresh call), so the "signed out" record goes.
 */
export function noteServerSession(): void {
  serverSawSession = true;
  if (!hasFrontToken(document.cookie)) {
    writeCookie(`${SESSION_UPDATE_COOKIE}=; max-age=0; path=/; samesite=lax`);
  }
}
