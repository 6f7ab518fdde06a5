import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type SellRequest,
  sellRequestListSchema,
} from '#core/sell-requests/sell-request.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/sell-requests: the user's requests, newest first (the spec's userSellRequests). */
export async function fetchMySellRequests(): Promise<SellRequest[]> {
  return sellRequestListSchema.parse(await requestJson('/api/sell-requests')).sellRequests;
}

export const MY_SELL_REQUESTS_KEY = ['sell-requests', 'mine'] as const;

export const mySellRequestsQuery = queryOptions({
  queryKey: MY_SELL_REQUESTS_KEY,
  queryFn: fetchMySellRequests,
});

export const useMySellRequests = () => useQuery(mySellRequestsQuery);
