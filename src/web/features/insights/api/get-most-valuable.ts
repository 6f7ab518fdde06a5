import { queryOptions, useQuery } from '@tanstack/react-query';
import { mostValuableSchema } from '#core/insights/insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME, withQuery } from './fetch-insights.ts';

export type MostValuableParams = { language?: string; series?: string; productType?: string } & {
  limit?: number;
};

export function getMostValuable(params: MostValuableParams) {
  return fetchInsights(withQuery('/api/insights/most-valuable', params), mostValuableSchema);
}

export function mostValuableQueryOptions(params: MostValuableParams) {
  return queryOptions({
    queryKey: ['insights', 'get-most-valuable', params],
    queryFn: () => getMostValuable(params),
    staleTime: INSIGHTS_STALE_TIME,
  });
}

export function useMostValuable(params: MostValuableParams) {
  return useQuery(mostValuableQueryOptions(params));
}
