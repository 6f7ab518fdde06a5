import type { FastifyRequest } from 'fastify';
import { AUTH_WEBSITE_BASE_PATH } from '#core/auth/session-constants.ts';

/** Origins the website may live on: WEBSITE_URL and the origin this request came to. */
export function allowedOrigins(request: FastifyRequest): Set<string> {
  const origins = new Set([new URL(request.server.config.WEBSITE_URL).origin]);
  try {
    origins.add(new URL(`${request.protocol}://${request.host}`).origin);
  } catch {
    // an unparsable Host header adds nothing
  }
  return origins;
}

function parse(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * The allow-list for `redirectURIOnProviderDashboard`: the website's callback page for the
 * provider, or (Apple) the API's form_post callback, on an allowed origin, without a query.
 */
export function isAllowedRedirectUri(request: FastifyRequest, provider: string, value: string) {
  const url = parse(value);
  if (!url || url.search || url.hash || !allowedOrigins(request).has(url.origin)) {
    return false;
  }
  const paths = [`${AUTH_WEBSITE_BASE_PATH}/callback/${provider}`];
  if (provider === 'apple') {
    paths.push('/api/auth/callback/apple');
  }
  return paths.includes(url.pathname);
}

/** Where Apple's form_post callback may send the browser: the website origin only. */
export function isAllowedFrontendRedirect(
  request: FastifyRequest,
  value: unknown,
): value is string {
  const url = typeof value === 'string' ? parse(value) : undefined;
  return Boolean(url && allowedOrigins(request).has(url.origin));
}
