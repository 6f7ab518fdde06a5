import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CurrencyPreference, currencyPreferenceSchema } from '#core/money/currency.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/currency: the display currency (USD when signed out) and its rate to USD. */
export async function fetchCurrency(): Promise<CurrencyPreference> {
  return currencyPreferenceSchema.parse(await requestJson('/api/currency'));
}

/** Keyed by the signed-in user, so signing in or out loads that visitor's currency. */
export const currencyQuery = (userId: number | null) =>
  queryOptions({
    queryKey: ['currency', userId],
    queryFn: fetchCurrency,
    staleTime: 10 * 60_000,
  });

export const useCurrency = (userId: number | null) => useQuery(currencyQuery(userId));
