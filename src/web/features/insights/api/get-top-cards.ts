import { queryOptions, useQuery } from '@tanstack/react-query';
import { topCardsSchema } from '#core/insights/insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME, withQuery } from './fetch-insights.ts';

export type TopCardsParams = { language?: string; series?: string; limit?: number };

export function getTopCards(params: TopCardsParams) {
  return fetchInsights(withQuery('/api/insights/top-cards', params), topCardsSchema);
}

export function topCardsQueryOptions(params: TopCardsParams) {
  return queryOptions({
    queryKey: ['insights', 'get-top-cards', params],
    queryFn: () => getTopCards(params),
    staleTime: INSIGHTS_STALE_TIME,
  });
}

export function useTopCards(params: TopCardsParams, enabled = true) {
  return useQuery({ ...topCardsQueryOptions(params), enabled });
}
