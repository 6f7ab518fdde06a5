import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type CurrencyPreference,
  currencyPreferenceSchema,
  type DisplayCurrency,
} from '#core/money/currency.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** PUT /api/currency: the signed-in user's display currency. */
export async function saveCurrency(currency: DisplayCurrency): Promise<CurrencyPreference> {
  return currencyPreferenceSchema.parse(
    await requestJson('/api/currency', { method: 'PUT', body: { currency } }),
  );
}

export function useSaveCurrency(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCurrency,
    onSuccess: (preference) => queryClient.setQueryData(['currency', userId], preference),
  });
}
