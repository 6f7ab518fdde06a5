import { useQuery } from '@tanstack/react-query';
import { mostValuableSchema } from '#core/insights/insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

type MostValuableParams = { language?: string; series?: string; productType?: string } & {
  limit?: number;
};

export function useMostValuable(params: MostValuableParams) {
  return useQuery(
    insightsQueryOptions(
      'get-most-valuable',
      '/api/insights/most-valuable',
      mostValuableSchema,
      params,
    ),
  );
}
