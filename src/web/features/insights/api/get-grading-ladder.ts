import { useQuery } from '@tanstack/react-query';
import { gradingLadderResponseSchema } from '#core/insights/grading-insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

export function useGradingLadder(productId: string | undefined) {
  const id = productId ?? '';
  return useQuery({
    ...insightsQueryOptions(
      'grading-ladder',
      `/api/insights/grading/ladder/${encodeURIComponent(id)}`,
      gradingLadderResponseSchema,
      { productId: id },
    ),
    enabled: Boolean(productId),
  });
}
