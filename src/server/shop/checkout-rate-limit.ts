import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Route config for calls that start a checkout (orders, subscriptions): per user, per minute. */
export function checkoutRateLimit(config: AppConfig) {
  return {
    rateLimit: {
      max: config.ORDER_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `user:${request.user.id}` : request.ip,
    },
  };
}
