import { queryOptions, useQuery } from '@tanstack/react-query';
import { valueHistorySchema } from '#core/insights/series-insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME, withQuery } from './fetch-insights.ts';

export type ValueHistoryParams = { set?: string; series?: string; language?: string };

export function getValueHistory(params: ValueHistoryParams) {
  return fetchInsights(withQuery('/api/insights/value-history', params), valueHistorySchema);
}

export function valueHistoryQueryOptions(params: ValueHistoryParams) {
  return queryOptions({
    queryKey: ['insights', 'get-value-history', params],
    queryFn: () => getValueHistory(params),
    staleTime: INSIGHTS_STALE_TIME,
  });
}

export function useValueHistory(params: ValueHistoryParams) {
  return useQuery(valueHistoryQueryOptions(params));
}
