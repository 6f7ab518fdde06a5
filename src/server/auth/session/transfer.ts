import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCESS_TOKEN_COOKIE,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_PATH,
} from '#core/auth/session-constants.ts';
import { encodeFrontToken, type MintedAccessToken } from './access-token.ts';
import type { IssuedSession } from './session.service.ts';

export type TransferMode = 'cookie' | 'header';
const EXPOSED = 'front-token, st-access-token, st-refresh-token, anti-csrf';
const ONE_YEAR_MS = 365 * 86_400_000;

/** Session creation answers in the mode the SDK asked for; cookies unless it says `header`. */
export function requestedMode(request: FastifyRequest): TransferMode {
  return request.headers['st-auth-mode'] === 'header' ? 'header' : 'cookie';
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) {
    return undefined;
  }
  return header.slice('Bearer '.length).trim() || undefined;
}

/** Header first (when it looks like a JWT), else the cookie (auth-protocol.md section 3.1). */
export function readAccessToken(
  request: FastifyRequest,
): { token: string; mode: TransferMode } | undefined {
  const bearer = bearerToken(request);
  if (bearer && bearer.split('.').length === 3) {
    return { token: bearer, mode: 'header' };
  }
  const cookie = request.cookies[ACCESS_TOKEN_COOKIE];
  return cookie ? { token: cookie, mode: 'cookie' } : undefined;
}

export function readRefreshToken(
  request: FastifyRequest,
): { token: string; mode: TransferMode } | undefined {
  const bearer = bearerToken(request);
  if (bearer && bearer.split('.').length === 2) {
    return { token: bearer, mode: 'header' };
  }
  const cookie = request.cookies[REFRESH_TOKEN_COOKIE];
  return cookie ? { token: cookie, mode: 'cookie' } : undefined;
}

function isSecure(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.server.config.WEBSITE_URL.startsWith('https:');
}

function cookieOptions(request: FastifyRequest, path: string, expires: Date) {
  return { path, httpOnly: true, sameSite: 'lax' as const, secure: isSecure(request), expires };
}

function exposeHeaders(reply: FastifyReply): void {
  reply.header('access-control-expose-headers', EXPOSED);
}

/** Sends a new access token (and front-token) in the request's transfer mode. */
export function sendAccessToken(
  request: FastifyRequest,
  reply: FastifyReply,
  access: MintedAccessToken,
  mode: TransferMode = requestedMode(request),
): void {
  if (mode === 'header') {
    reply.header('st-access-token', access.token);
  } else {
    const expires = new Date(Date.now() + ONE_YEAR_MS);
    reply.setCookie(ACCESS_TOKEN_COOKIE, access.token, cookieOptions(request, '/', expires));
  }
  reply.header('front-token', encodeFrontToken(access));
  exposeHeaders(reply);
}

export function sendSession(
  request: FastifyRequest,
  reply: FastifyReply,
  issued: IssuedSession,
  mode: TransferMode = requestedMode(request),
): void {
  sendAccessToken(request, reply, issued.access, mode);
  if (mode === 'header') {
    reply.header('st-refresh-token', issued.refreshToken);
  } else {
    const options = cookieOptions(request, REFRESH_TOKEN_PATH, issued.refreshExpiresAt);
    reply.setCookie(REFRESH_TOKEN_COOKIE, issued.refreshToken, options);
  }
}

/** Clears the session in both modes and tells the SDK with `front-token: remove`. */
export function clearSession(request: FastifyRequest, reply: FastifyReply): void {
  const epoch = new Date(0);
  reply.setCookie(ACCESS_TOKEN_COOKIE, '', cookieOptions(request, '/', epoch));
  reply.setCookie(REFRESH_TOKEN_COOKIE, '', cookieOptions(request, REFRESH_TOKEN_PATH, epoch));
  if (requestedMode(request) === 'header' || bearerToken(request)) {
    reply.header('st-access-token', '');
    reply.header('st-refresh-token', '');
  }
  reply.header('front-token', 'remove');
  exposeHeaders(reply);
}
