import type { FastifyRequest } from 'fastify';
import { AUTH_API_BASE_PATH } from '#core/auth/session-constants.ts';
import { isStateChangingMethod } from '#core/http/csrf.ts';
import { routePath } from '../../plugins/route-path.ts';
import type { UserRow } from '../users/users.repository.ts';
import { type AccessTokenPayload, verifyAccessToken } from './access-token.ts';
import { findLiveSessionWithUser } from './session.repository.ts';
import { readAccessToken, type TransferMode } from './transfer.ts';

export type SessionState =
  | { kind: 'none' }
  /** Expired or invalid token, or the anti-CSRF rule failed: 401 "try refresh token". */
  | { kind: 'try-refresh' }
  /** The token is genuine but its session was revoked or its user deleted. */
  | { kind: 'dead' }
  | {
      kind: 'valid';
      user: UserRow;
      payload: AccessTokenPayload;
      mode: TransferMode;
      /** The account has a confirmed authenticator app. */
      secondFactor: boolean;
    };

/**
 * The protocol's own anti-CSRF rule (auth-protocol.md section 3.7, VIA_CUSTOM_HEADER) for
 * cookie-authenticated state-changing calls to the auth API: the `rid` header must be present.
 * Product routes use the double-submit token instead (src/server/plugins/csrf.ts).
 */
function failsAntiCsrf(request: FastifyRequest, mode: TransferMode): boolean {
  const path = routePath(request);
  return (
    mode === 'cookie' &&
    isStateChangingMethod(request.method) &&
    path.startsWith(`${AUTH_API_BASE_PATH}/`) &&
    request.headers.rid === undefined
  );
}

/** What `verifySession` does (auth-protocol.md section 3.5), plus a live-session check. */
export async function resolveSession(request: FastifyRequest): Promise<SessionState> {
  const found = readAccessToken(request);
  if (!found) {
    return { kind: 'none' };
  }
  const verified = await verifyAccessToken(request.server.authKeys, found.token);
  if (!verified.ok || failsAntiCsrf(request, found.mode)) {
    return { kind: 'try-refresh' };
  }
  const live = await findLiveSessionWithUser(request.server.db, verified.payload.sessionHandle);
  if (!live || String(live.user.id) !== verified.payload.sub) {
    return { kind: 'dead' };
  }
  return {
    kind: 'valid',
    user: live.user,
    payload: verified.payload,
    mode: found.mode,
    secondFactor: live.secondFactor,
  };
}
