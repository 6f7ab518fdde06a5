import { queryOptions, useQuery } from '@tanstack/react-query';
import { marketIndexSchema } from '#core/insights/insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME, withQuery } from './fetch-insights.ts';

export type MarketIndexParams = { language?: string };

export function getMarketIndex(params: MarketIndexParams) {
  return fetchInsights(withQuery('/api/insights/market-index', params), marketIndexSchema);
}

export function marketIndexQueryOptions(params: MarketIndexParams) {
  return queryOptions({
    queryKey: ['insights', 'get-market-index', params],
    queryFn: () => getMarketIndex(params),
    staleTime: INSIGHTS_STALE_TIME,
  });
}

export function useMarketIndex(params: MarketIndexParams) {
  return useQuery(marketIndexQueryOptions(params));
}
