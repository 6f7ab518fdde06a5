import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type SellRequest,
  type SellRequestStatus,
  sellRequestListSchema,
} from '#core/sell-requests/sell-request.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/admin/sell-requests (the spec's allSellRequests). */
export async function fetchAllSellRequests(status?: SellRequestStatus): Promise<SellRequest[]> {
  const query = status ? `?status=${status}` : '';
  const body = await requestJson(`/api/admin/sell-requests${query}`);
  return sellRequestListSchema.parse(body).sellRequests;
}

export const ALL_SELL_REQUESTS_KEY = ['admin', 'sell-requests'] as const;

export const allSellRequestsQuery = (status?: SellRequestStatus) =>
  queryOptions({
    queryKey: [...ALL_SELL_REQUESTS_KEY, status ?? 'all'],
    queryFn: () => fetchAllSellRequests(status),
  });

export const useAllSellRequests = (status?: SellRequestStatus) =>
  useQuery(allSellRequestsQuery(status));
