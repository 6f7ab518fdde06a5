import { queryOptions, useQuery } from '@tanstack/react-query';
import { gradingPremiumsSchema } from '#core/insights/grading-insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME, withQuery } from './fetch-insights.ts';

export type GradingPremiumsParams = { language?: string; by: string; limit?: number };

export function getGradingPremiums(params: GradingPremiumsParams) {
  return fetchInsights(withQuery('/api/insights/grading/premiums', params), gradingPremiumsSchema);
}

export function gradingPremiumsQueryOptions(params: GradingPremiumsParams) {
  return queryOptions({
    queryKey: ['insights', 'get-grading-premiums', params],
    queryFn: () => getGradingPremiums(params),
    staleTime: INSIGHTS_STALE_TIME,
  });
}

export function useGradingPremiums(params: GradingPremiumsParams) {
  return useQuery(gradingPremiumsQueryOptions(params));
}
