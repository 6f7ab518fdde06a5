import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AlertDigest,
  type PriceAlertChange,
  type PriceAlertInput,
  priceAlertListSchema,
} from '#core/price-alerts/price-alert.schema.ts';
import { parseAnswer, request, requestJson } from '../../../lib/api-client.ts';

const priceAlertsKey = ['price-alerts'] as const;

/** GET /api/price-alerts: my alerts, digest choice and quota. */
export async function getPriceAlerts() {
  return parseAnswer(
    priceAlertListSchema,
    await requestJson('/api/price-alerts'),
    'Could not read your price alerts',
  );
}

export const usePriceAlerts = (enabled = true) =>
  useQuery(queryOptions({ queryKey: priceAlertsKey, queryFn: getPriceAlerts, enabled }));

function useAlertMutation<T>(send: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: priceAlertsKey }),
  });
}

/** POST /api/price-alerts. */
export const useCreatePriceAlert = () =>
  useAlertMutation((input: PriceAlertInput) =>
    request('/api/price-alerts', { method: 'POST', body: input }),
  );

/** PATCH /api/price-alerts/:id. */
export const useChangePriceAlert = () =>
  useAlertMutation(({ id, change }: { id: number; change: PriceAlertChange }) =>
    request(`/api/price-alerts/${id}`, { method: 'PATCH', body: change }),
  );

/** DELETE /api/price-alerts/:id. */
export const useDeletePriceAlert = () =>
  useAlertMutation((id: number) => request(`/api/price-alerts/${id}`, { method: 'DELETE' }));

/** PUT /api/price-alerts/digest. */
export const useSaveDigest = () =>
  useAlertMutation((digest: AlertDigest) =>
    request('/api/price-alerts/digest', { method: 'PUT', body: { digest } }),
  );
