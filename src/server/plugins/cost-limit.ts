import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#core/errors.ts';
import { clientKey } from './client-key.ts';

/**
 * A per-client budget for requests that are expensive to answer (a body built from most of the
 * catalog, a two-letter search): `perMinute` of them per client IP (TRUST_PROXY decides which
 * address that is), shared across app processes through Redis when configured. Call the
 * returned check only on the expensive path, so cheap requests (cache hits, 304s) stay free.
 */
export function createCostLimit(app: FastifyInstance, name: string, perMinute: number) {
  const limiter = app.createRateLimit({
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `cost:${name}:${clientKey(request)}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(
        'RATE_LIMITED',
        'Too many expensive requests from this address. Wait a minute and try again.',
      );
    }
  };
}
