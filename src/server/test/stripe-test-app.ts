import type { ConfigInput } from '../config.ts';
import {
  type StripeAnswer,
  type StripeCall,
  type StripeStandIn,
  startStripeStandIn,
} from './stripe-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export type StripeTestApp = TestApp & { stripeApi: StripeStandIn };

/** The real app paying through the official Stripe SDK, against a stand-in answering as `answer` says. */
export async function createStripeTestApp(
  answer: (call: StripeCall) => StripeAnswer,
  overrides: Partial<ConfigInput> = {},
): Promise<StripeTestApp> {
  const stripeApi = await startStripeStandIn(answer);
  const t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_test_stand_in',
    STRIPE_WEBHOOK_SECRET: 'whsec_stand_in',
    STRIPE_API_URL: stripeApi.url,
    ...overrides,
  });
  return {
    ...t,
    stripeApi,
    close: async () => {
      await t.close();
      await stripeApi.close();
    },
  };
}
