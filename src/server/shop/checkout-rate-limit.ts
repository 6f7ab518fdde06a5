import type { AppConfig } from '../config.ts';
import { userOrClientKey } from '../plugins/client-key.ts';

/** Route config for calls that start a checkout (orders, subscriptions): per user, per minute. */
export function checkoutRateLimit(config: AppConfig) {
  return {
    rateLimit: {
      max: config.ORDER_RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: userOrClientKey,
    },
  };
}
