import { useQuery } from '@tanstack/react-query';
import { marketIndexSchema } from '#core/insights/insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

export function useMarketIndex(params: { language?: string }) {
  return useQuery(
    insightsQueryOptions(
      'get-market-index',
      '/api/insights/market-index',
      marketIndexSchema,
      params,
    ),
  );
}
