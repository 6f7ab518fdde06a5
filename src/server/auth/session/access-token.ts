import { z } from 'zod';
import {
  EMAIL_VERIFICATION_CLAIM,
  MFA_CLAIM,
  PUBLIC_TENANT,
} from '#core/auth/session-constants.ts';
import { sha256Hex } from '../crypto.ts';
import type { KeyStore } from '../keys/key-store.ts';

/** Custom claims persisted on the session row and copied into every access token. */
export type SessionClaims = {
  [EMAIL_VERIFICATION_CLAIM]?: { v: boolean; t: number };
  /** Factors done (id -> ms) and whether the session may proceed (decision 064). */
  [MFA_CLAIM]?: { c: Record<string, number>; v: boolean };
};

const payloadSchema = z.object({
  sub: z.string().regex(/^\d+$/),
  sessionHandle: z.string().min(1),
  iat: z.number(),
  exp: z.number(),
  tId: z.string(),
  refreshTokenHash1: z.string(),
  [EMAIL_VERIFICATION_CLAIM]: z.object({ v: z.boolean(), t: z.number() }).optional(),
  [MFA_CLAIM]: z.object({ c: z.record(z.string(), z.number()), v: z.boolean() }).optional(),
});

export type AccessTokenPayload = z.output<typeof payloadSchema> & Record<string, unknown>;

export type MintInput = {
  userId: number;
  sessionHandle: string;
  refreshTokenHash1: string;
  claims: SessionClaims;
  issuer: string;
  ttlSeconds: number;
};

export type MintedAccessToken = { token: string; payload: AccessTokenPayload; expiresAtMs: number };

/** The SuperTokens v5-shaped access token (auth-protocol.md section 3.4). */
export async function mintAccessToken(
  keys: KeyStore,
  input: MintInput,
): Promise<MintedAccessToken> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + input.ttlSeconds;
  const payload: AccessTokenPayload = {
    sub: String(input.userId),
    rsub: String(input.userId),
    tId: PUBLIC_TENANT,
    iat,
    exp,
    sessionHandle: input.sessionHandle,
    refreshTokenHash1: input.refreshTokenHash1,
    parentRefreshTokenHash1: null,
    antiCsrfToken: null,
    iss: input.issuer,
    ...input.claims,
  };
  const token = await keys.sign(payload);
  return { token, payload, expiresAtMs: exp * 1000 };
}

export function refreshTokenHash1(refreshToken: string): string {
  return sha256Hex(refreshToken);
}

export type VerifyResult =
  | { ok: true; payload: AccessTokenPayload }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Checks signature (known key), expiry and shape; never throws. */
export async function verifyAccessToken(keys: KeyStore, token: string): Promise<VerifyResult> {
  try {
    const raw = await keys.verify(token);
    const parsed = payloadSchema.safeParse(raw);
    if (!parsed.success) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, payload: { ...raw, ...parsed.data } as AccessTokenPayload };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return { ok: false, reason: code === 'ERR_JWT_EXPIRED' ? 'expired' : 'invalid' };
  }
}

/** The front-token header: standard base64 of {uid, ate (ms), up (whole payload)}. */
export function encodeFrontToken(minted: MintedAccessToken): string {
  const json = JSON.stringify({
    uid: minted.payload.sub,
    ate: minted.expiresAtMs,
    up: minted.payload,
  });
  return Buffer.from(json, 'utf8').toString('base64');
}
