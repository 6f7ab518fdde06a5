import { useQuery } from '@tanstack/react-query';
import { gradingCandidatesSchema } from '#core/insights/grading-insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

/** The signed-in user's candidates; off while signed out. */
export function useGradingCandidates(enabled: boolean) {
  return useQuery({
    ...insightsQueryOptions(
      'grading-candidates',
      '/api/insights/grading/candidates',
      gradingCandidatesSchema,
    ),
    enabled,
  });
}
