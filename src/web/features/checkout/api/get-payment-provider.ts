import { useQuery } from '@tanstack/react-query';
import { paymentProviderAnswerSchema } from '#core/shop/membership.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/payments/provider: 'test' shows the TEST MODE notice at checkout. */
export function usePaymentProvider() {
  return useQuery({
    queryKey: ['payments', 'provider'],
    queryFn: async () =>
      paymentProviderAnswerSchema.parse(await requestJson('/api/payments/provider')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
