import { queryOptions, useQuery } from '@tanstack/react-query';
import { gradingCandidatesSchema } from '#core/insights/grading-insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME } from './fetch-insights.ts';

export function getGradingCandidates() {
  return fetchInsights('/api/insights/grading/candidates', gradingCandidatesSchema);
}

export function gradingCandidatesQueryOptions() {
  return queryOptions({
    queryKey: ['insights', 'grading-candidates'],
    queryFn: getGradingCandidates,
    staleTime: INSIGHTS_STALE_TIME,
  });
}

/** The signed-in user's candidates; off while signed out. */
export function useGradingCandidates(enabled: boolean) {
  return useQuery({ ...gradingCandidatesQueryOptions(), enabled });
}
