import { queryOptions, useQuery } from '@tanstack/react-query';
import { seriesPerformanceSchema } from '#core/insights/series-insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME, withQuery } from './fetch-insights.ts';

export type SeriesPerformanceParams = { language?: string; series?: string };

export function getSeriesPerformance(params: SeriesPerformanceParams) {
  return fetchInsights(
    withQuery('/api/insights/series-performance', params),
    seriesPerformanceSchema,
  );
}

export function seriesPerformanceQueryOptions(params: SeriesPerformanceParams) {
  return queryOptions({
    queryKey: ['insights', 'get-series-performance', params],
    queryFn: () => getSeriesPerformance(params),
    staleTime: INSIGHTS_STALE_TIME,
  });
}

export function useSeriesPerformance(params: SeriesPerformanceParams) {
  return useQuery(seriesPerformanceQueryOptions(params));
}
