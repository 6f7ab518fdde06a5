import type { FastifyInstance } from 'fastify';

// The policy helmet built for us before (decision 015), now serialised once at start-up.
// No 'unsafe-inline' styles: HTML pages add a per-response nonce (html-style-nonce.ts).
const CSP_DIRECTIVES: [string, string[]][] = [
  ['default-src', ["'self'"]],
  ['base-uri', ["'self'"]],
  ['font-src', ["'self'", 'https:', 'data:']],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
  ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
  ['object-src', ["'none'"]],
  ['script-src', ["'self'"]],
  ['script-src-attr', ["'none'"]],
  ['style-src', ["'self'"]],
  ['connect-src', ["'self'"]],
  ['media-src', ["'self'", 'blob:']],
];

const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(
  ([name, sources]) => `${name} ${sources.join(' ')}`,
).join(';');

/** helmet's defaults (cross-origin embedder policy off) with our CSP. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Every response (API, pages, static files, errors, 404s) gets the same ready-made security
 * headers. @fastify/helmet rebuilt its middleware and re-parsed the CSP on every request, which
 * cost catalog GETs a good share of their throughput (issue 14).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
