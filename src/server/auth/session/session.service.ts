import { createHmac, randomUUID } from 'node:crypto';
import {
  AUTH_API_BASE_PATH,
  EMAIL_VERIFICATION_CLAIM,
  MFA_CLAIM,
} from '#core/auth/session-constants.ts';
import type { AuthDeps } from '../auth-deps.ts';
import { randomToken, safeEqual, sha256Hex } from '../crypto.ts';
import { hasConfirmedTotp } from '../totp/totp.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import {
  type AccessTokenPayload,
  type MintedAccessToken,
  mintAccessToken,
  refreshTokenHash1,
  type SessionClaims,
} from './access-token.ts';
import {
  insertSession,
  lockSession,
  revokeSession,
  type SessionRow,
  updateSession,
} from './session.repository.ts';

export type IssuedSession = {
  access: MintedAccessToken;
  refreshToken: string;
  refreshExpiresAt: Date;
};

export type RefreshOutcome =
  | { kind: 'ok'; issued: IssuedSession }
  | { kind: 'unauthorised' }
  | { kind: 'theft' };

const MAC_LENGTH = 22;

function tokenMac(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url').slice(0, MAC_LENGTH);
}

/**
 * Refresh tokens are `<session handle>.<random><mac>` (two dot parts: a bearer with three is an
 * access token). The handle finds the family on replay, and the family's key signs every token
 * it issued, so a made-up token is not mistaken for theft.
 */
function newRefreshToken(handle: string, key: string): string {
  const body = `${handle}.${randomToken(32)}`;
  return `${body}${tokenMac(key, body)}`;
}

/** Whether this family really issued the token (sessions from before keys: only its previous one). */
function issuedByFamily(row: SessionRow, presented: string, hash2: string): boolean {
  if (row.tokenKey) {
    const cut = presented.length - MAC_LENGTH;
    const body = presented.slice(0, cut);
    return body.includes('.') && safeEqual(tokenMac(row.tokenKey, body), presented.slice(cut));
  }
  return row.previousRefreshHash !== null && safeEqual(row.previousRefreshHash, hash2);
}

function refreshHash2(refreshToken: string): string {
  return sha256Hex(sha256Hex(refreshToken));
}

function refreshExpiry(deps: AuthDeps): Date {
  return new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
}

export function verificationClaimFor(user: Pick<UserRow, 'emailVerifiedAt'>): SessionClaims {
  return { [EMAIL_VERIFICATION_CLAIM]: { v: user.emailVerifiedAt !== null, t: Date.now() } };
}

export function mintFor(
  deps: AuthDeps,
  userId: number,
  handle: string,
  hash1: string,
  claims: SessionClaims,
) {
  return mintAccessToken(deps.authKeys, {
    userId,
    sessionHandle: handle,
    refreshTokenHash1: hash1,
    claims,
    issuer: `${deps.config.WEBSITE_URL}${AUTH_API_BASE_PATH}`,
    ttlSeconds: deps.config.ACCESS_TOKEN_TTL_SECONDS,
  });
}

/** The multi-factor claim: `v` false until the second factor is passed, when one is set up. */
export function mfaClaim(pending: boolean, factors: Record<string, number> = {}): SessionClaims {
  return { [MFA_CLAIM]: { c: factors, v: !pending } };
}

/**
 * Starts a new session family for the user (sign-in, sign-up, provider sign-in). A user with an
 * authenticator app gets a session that can do nothing but pass the code (st-mfa v false).
 */
export async function createSession(deps: AuthDeps, user: UserRow): Promise<IssuedSession> {
  const handle = randomUUID();
  const tokenKey = randomToken(32);
  const refreshToken = newRefreshToken(handle, tokenKey);
  const secondFactor = await hasConfirmedTotp(deps.db, user.id);
  const claims = { ...verificationClaimFor(user), ...mfaClaim(secondFactor) };
  const refreshExpiresAt = refreshExpiry(deps);
  await insertSession(deps.db, {
    handle,
    userId: user.id,
    currentRefreshHash: refreshHash2(refreshToken),
    tokenKey,
    claims,
    expiresAt: refreshExpiresAt,
  });
  const access = await mintFor(deps, user.id, handle, refreshTokenHash1(refreshToken), claims);
  return { access, refreshToken, refreshExpiresAt };
}

type Decision = { kind: 'rotate' | 'retry' } | { kind: 'unauthorised' } | { kind: 'theft' };

function decide(
  deps: AuthDeps,
  row: SessionRow | undefined,
  presented: string,
  hash2: string,
): Decision {
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
    return { kind: 'unauthorised' };
  }
  if (safeEqual(row.currentRefreshHash, hash2)) {
    return { kind: 'rotate' };
  }
  const graceMs = deps.config.REFRESH_GRACE_SECONDS * 1000;
  const withinGrace = row.rotatedAt && Date.now() - row.rotatedAt.getTime() <= graceMs;
  if (row.previousRefreshHash && safeEqual(row.previousRefreshHash, hash2) && withinGrace) {
    return { kind: 'retry' };
  }
  return issuedByFamily(row, presented, hash2) ? { kind: 'theft' } : { kind: 'unauthorised' };
}

/**
 * Rotates the refresh token (auth-protocol.md section 3.8). The current token is exchanged for a
 * new one; the previous one is accepted again only within the grace window (a lost response);
 * any other token the family issued is theft and revokes the whole session. A token it never
 * issued (someone who only knows the handle) is just unauthorised.
 */
export async function refreshSession(deps: AuthDeps, presented: string): Promise<RefreshOutcome> {
  const handle = presented.split('.')[0] ?? '';
  if (!/^[0-9a-f-]{36}$/.test(handle)) {
    return { kind: 'unauthorised' };
  }
  const hash2 = refreshHash2(presented);
  const result = await deps.db.transaction(async (tx) => {
    const row = await lockSession(tx, handle);
    const decision = decide(deps, row, presented, hash2);
    if (!row || decision.kind === 'unauthorised') {
      return { kind: 'unauthorised' as const };
    }
    if (decision.kind === 'theft') {
      await revokeSession(tx, handle, 'token theft detected');
      return { kind: 'theft' as const };
    }
    const tokenKey = row.tokenKey ?? randomToken(32);
    const refreshToken = newRefreshToken(handle, tokenKey);
    const refreshExpiresAt = refreshExpiry(deps);
    await updateSession(tx, handle, {
      currentRefreshHash: refreshHash2(refreshToken),
      tokenKey,
      expiresAt: refreshExpiresAt,
      ...(decision.kind === 'rotate' ? { previousRefreshHash: hash2, rotatedAt: new Date() } : {}),
    });
    return { kind: 'rotated' as const, row, refreshToken, refreshExpiresAt };
  });
  if (result.kind !== 'rotated') {
    return result;
  }
  const { row, refreshToken, refreshExpiresAt } = result;
  const claims = row.claims as SessionClaims;
  const access = await mintFor(deps, row.userId, handle, refreshTokenHash1(refreshToken), claims);
  return { kind: 'ok', issued: { access, refreshToken, refreshExpiresAt } };
}

/**
 * Re-issues the access token of a live session with new claims, persisting them first. Claims not
 * named keep the token's current value.
 */
export async function updateSessionClaims(
  deps: AuthDeps,
  payload: AccessTokenPayload,
  changed: SessionClaims,
): Promise<MintedAccessToken> {
  const current: SessionClaims = {
    ...(payload[EMAIL_VERIFICATION_CLAIM]
      ? { [EMAIL_VERIFICATION_CLAIM]: payload[EMAIL_VERIFICATION_CLAIM] }
      : {}),
    ...(payload[MFA_CLAIM] ? { [MFA_CLAIM]: payload[MFA_CLAIM] } : {}),
  };
  const claims = { ...current, ...changed };
  await updateSession(deps.db, payload.sessionHandle, { claims });
  return mintFor(
    deps,
    Number(payload.sub),
    payload.sessionHandle,
    payload.refreshTokenHash1,
    claims,
  );
}

/** Signs a session out: its refresh token stops working. */
export async function signOutSession(deps: Pick<AuthDeps, 'db'>, sessionHandle: string) {
  await revokeSession(deps.db, sessionHandle, 'signed out');
}
