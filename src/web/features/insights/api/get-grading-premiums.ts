import { useQuery } from '@tanstack/react-query';
import { gradingPremiumsSchema } from '#core/insights/grading-insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

type GradingPremiumsParams = { language?: string; by: string; limit?: number };

export function useGradingPremiums(params: GradingPremiumsParams) {
  return useQuery(
    insightsQueryOptions(
      'get-grading-premiums',
      '/api/insights/grading/premiums',
      gradingPremiumsSchema,
      params,
    ),
  );
}
