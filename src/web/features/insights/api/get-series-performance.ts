import { useQuery } from '@tanstack/react-query';
import { seriesPerformanceSchema } from '#core/insights/series-insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

export function useSeriesPerformance(params: { language?: string; series?: string }) {
  return useQuery(
    insightsQueryOptions(
      'get-series-performance',
      '/api/insights/series-performance',
      seriesPerformanceSchema,
      params,
    ),
  );
}
