import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '#core/errors.ts';
import { CSRF_COOKIE, CSRF_HEADER, isStateChangingMethod } from '#core/http/csrf.ts';
import { routePath } from './route-path.ts';

// The auth protocol has its own anti-CSRF rules (auth-protocol.md section 3.7), and payment
// webhooks are signed server-to-server calls. The presence heartbeat takes JSON only (a
// cross-site JSON POST needs a CORS preflight, which fails) and records nothing but a page
// view (ADR 013). A mail program's one-click unsubscribe POST carries no cookie; its signed
// token is its authority, and it can only turn mails off (ADR 077).
const EXEMPT_PREFIXES = [
  '/api/auth/',
  '/api/webhooks/',
  '/api/presence/heartbeat',
  '/api/notifications/unsubscribe',
];

function tokensMatch(cookie: string | undefined, header: unknown): boolean {
  if (!cookie || typeof header !== 'string' || header.length !== cookie.length) {
    return false;
  }
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
}

export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: request.protocol === 'https' || request.server.config.WEBSITE_URL.startsWith('https:'),
    httpOnly: false,
    maxAge: 60 * 60 * 24 * 365,
  });
  return token;
}

/** Double-submit check on every state-changing /api call. */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (!isStateChangingMethod(request.method)) {
      done();
      return;
    }
    const path = routePath(request);
    if (
      !path.startsWith('/api/') ||
      EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
      tokensMatch(request.cookies[CSRF_COOKIE], request.headers[CSRF_HEADER])
    ) {
      done();
      return;
    }
    done(
      new AppError(
        'CSRF_FAILED',
        'Missing or invalid CSRF token. Call GET /api/csrf/restore and retry.',
      ),
    );
  });
}
