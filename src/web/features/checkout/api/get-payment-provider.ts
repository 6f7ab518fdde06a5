import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/payments/provider: 'test' shows the TEST MODE notice at checkout. */
export function usePaymentProvider() {
  return useQuery({
    queryKey: ['payments', 'provider'],
    queryFn: () => requestJson<{ provider: 'test' | 'stripe' }>('/api/payments/provider'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
