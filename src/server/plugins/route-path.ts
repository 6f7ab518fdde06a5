import type { FastifyRequest } from 'fastify';

/**
 * The path the router matched (its pattern, e.g. `/api/orders/:id`), so hooks decide on what
 * runs, never on the raw URL: `/%61pi/orders` or `//api/orders` reach the same handler as
 * `/api/orders` and must meet the same checks. Unrouted requests fall back to the decoded path.
 */
export function routePath(request: FastifyRequest): string {
  const matched = request.routeOptions.url;
  if (matched !== undefined) {
    return matched;
  }
  const raw = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
