import { type Me, meSchema } from '#core/session/me.schema.ts';
import { sessionStateSchema } from '#core/session/session-state.schema.ts';
import { requestJson } from '../api-client.ts';
import { hasFrontToken, loadAuthSdk, noteServerSession } from '../auth/auth-sdk.ts';
import { readFrontTokenPayload, takeEarlySessionCheck } from './early-session-check.ts';

/** GET /api/session/me: the user's own fields. */
export type CurrentUser = Me;

/** The session user: access-token payload merged with GET /api/session/me (spec section 3). */
export type SessionUser = CurrentUser & { [claim: string]: unknown };

export function mergeSessionUser(payload: Record<string, unknown>, me: CurrentUser): SessionUser {
  return { ...payload, ...me };
}

/** With the SDK: no session -> null; else the token payload merged with the current user. */
async function loadWithSdk(): Promise<SessionUser | null> {
  const sdk = await loadAuthSdk();
  if (!(await sdk.doesSessionExist())) {
    return null;
  }
  const [payload, me] = await Promise.all([
    sdk.getAccessTokenPayload(),
    requestJson('/api/session/me'),
  ]);
  return mergeSessionUser(payload, meSchema.parse(me));
}

export const SESSION_STATE_PATH = '/api/session/state';

/**
 * Without the SDK's cookie only the server knows; it answers 200 either way, so a visitor's
 * check is no failed request (and no console error).
 */
async function probeWithoutSdk(): Promise<SessionUser | null> {
  const { session } = sessionStateSchema.parse(await requestJson(SESSION_STATE_PATH));
  if (session === 'none') {
    return null;
  }
  // The server sees session cookies the SDK has no record of: let the SDK take over.
  noteServerSession();
  return loadWithSdk();
}

/**
 * The answer of the check sent at start (early-session-check.ts): a 200 gives the user with the
 * payload from the front-token cookie, without waiting for the SDK; anything else leaves the
 * decision to the SDK (which refreshes an expired token).
 */
async function loadFromEarlyCheck(cookies: string): Promise<SessionUser | null> {
  const response = await takeEarlySessionCheck();
  const payload = readFrontTokenPayload(cookies);
  if (!response?.ok || !payload) {
    return null;
  }
  return mergeSessionUser(payload, meSchema.parse(await response.json()));
}

/** Where a session that still needs its second factor goes (decision 064). */
export const TWO_STEP_PATH = '/login/two-step';

/** The token's multi-factor claim (`st-mfa`) says the code is still missing. */
export function waitsForSecondFactor(cookies: string): boolean {
  if (!hasFrontToken(cookies)) {
    return false;
  }
  const claim = readFrontTokenPayload(cookies)?.['st-mfa'] as { v?: unknown } | undefined;
  return claim?.v === false;
}

/**
 * Loads the current user at start and after session events (spec section 4). Any failure means
 * signed out.
 */
export async function loadSessionUser(cookies = document.cookie): Promise<SessionUser | null> {
  try {
    if (waitsForSecondFactor(cookies)) {
      // Signed in with the password only: the code page comes before anything else.
      if (window.location.pathname !== TWO_STEP_PATH) {
        window.location.assign(TWO_STEP_PATH);
      }
      return null;
    }
    if (!hasFrontToken(cookies)) {
      return await probeWithoutSdk();
    }
    return (await loadFromEarlyCheck(cookies).catch(() => null)) ?? (await loadWithSdk());
  } catch {
    return null;
  }
}

/** Ends the session on the server and in the browser (POST /api/auth/signout). */
export async function endSession(): Promise<void> {
  const sdk = await loadAuthSdk();
  await sdk.signOut();
}

/** The e-mail verification claim of the access token (SuperTokens' `st-ev`) says verified. */
export function hasVerifiedClaim(user: SessionUser): boolean {
  const claim = user['st-ev'] as { v?: unknown } | undefined;
  return user.email_verified && claim?.v === true;
}
