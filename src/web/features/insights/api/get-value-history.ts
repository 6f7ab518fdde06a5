import { useQuery } from '@tanstack/react-query';
import { valueHistorySchema } from '#core/insights/series-insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

type ValueHistoryParams = { set?: string; series?: string; language?: string };

export function useValueHistory(params: ValueHistoryParams) {
  return useQuery(
    insightsQueryOptions(
      'get-value-history',
      '/api/insights/value-history',
      valueHistorySchema,
      params,
    ),
  );
}
