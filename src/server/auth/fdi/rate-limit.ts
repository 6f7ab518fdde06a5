import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientKey } from '../../plugins/client-key.ts';
import { RateLimitedError } from './fdi-responses.ts';

/**
 * Two limits on one auth call: per client IP and per e-mail address, both from
 * AUTH_RATE_LIMIT_* config. Uses @fastify/rate-limit's limiters (its in-process store).
 */
export function authRateLimit(
  app: FastifyInstance,
  name: string,
  emailOf: (request: FastifyRequest) => string | undefined,
) {
  const timeWindow = app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000;
  const perIp = app.createRateLimit({
    max: app.config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow,
    keyGenerator: (request) => `${name}:ip:${clientKey(request)}`,
  });
  const perEmail = app.createRateLimit({
    max: app.config.AUTH_RATE_LIMIT_PER_EMAIL,
    timeWindow,
    keyGenerator: (request) => `${name}:email:${emailOf(request) ?? ''}`,
  });
  return async (request: FastifyRequest) => {
    const byIp = await perIp(request);
    const email = emailOf(request);
    const byEmail = email ? await perEmail(request) : undefined;
    const exceeded = [byIp, byEmail].some(
      (result) => result && !result.isAllowed && result.isExceeded,
    );
    if (exceeded) {
      throw new RateLimitedError('rate limited');
    }
  };
}
