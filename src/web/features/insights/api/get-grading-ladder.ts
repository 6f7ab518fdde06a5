import { queryOptions, useQuery } from '@tanstack/react-query';
import { gradingLadderResponseSchema } from '#core/insights/grading-insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME } from './fetch-insights.ts';

export function getGradingLadder(productId: string) {
  return fetchInsights(
    `/api/insights/grading/ladder/${encodeURIComponent(productId)}`,
    gradingLadderResponseSchema,
  );
}

export function gradingLadderQueryOptions(productId: string) {
  return queryOptions({
    queryKey: ['insights', 'grading-ladder', productId],
    queryFn: () => getGradingLadder(productId),
    staleTime: INSIGHTS_STALE_TIME,
  });
}

export function useGradingLadder(productId: string | undefined) {
  return useQuery({ ...gradingLadderQueryOptions(productId ?? ''), enabled: Boolean(productId) });
}
