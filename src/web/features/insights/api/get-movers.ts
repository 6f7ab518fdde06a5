import { queryOptions, useQuery } from '@tanstack/react-query';
import { moversSchema } from '#core/insights/insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME, withQuery } from './fetch-insights.ts';

export type MoversParams = { language?: string; series?: string; productType?: string } & {
  period: string;
  by: string;
  limit?: number;
};

export function getMovers(params: MoversParams) {
  return fetchInsights(withQuery('/api/insights/movers', params), moversSchema);
}

export function moversQueryOptions(params: MoversParams) {
  return queryOptions({
    queryKey: ['insights', 'get-movers', params],
    queryFn: () => getMovers(params),
    staleTime: INSIGHTS_STALE_TIME,
  });
}

export function useMovers(params: MoversParams) {
  return useQuery(moversQueryOptions(params));
}
