import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /^(token|code|state|nonce|id_token|access_token|refresh_token|password)$/i;

/** Path segments that are bearer secrets (share links): logged as their route pattern. */
const SECRET_SEGMENTS = /^(\/(?:api\/shares\/public|share)\/)[^/?#]+/;

/**
 * The URL as logged: a share link's token becomes `$token`; page URLs (the auth pages carry reset, verification and provider tokens in
 * their query) and auth API calls lose their whole query string; other API calls keep theirs
 * with any token-like parameter redacted.
 */
export function loggedUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_SEGMENTS, '$1$$token');
  const mark = url.indexOf('?');
  if (mark === -1) {
    return url;
  }
  const path = url.slice(0, mark);
  if (!path.startsWith('/api/') || path.startsWith('/api/auth/')) {
    return `${path}?[redacted]`;
  }
  const params = new URLSearchParams(url.slice(mark + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, '[redacted]');
    }
  }
  return `${path}?${params.toString()}`;
}

/** Replaces pino's request serializer (same fields) so no token leaves through `req.url`. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
