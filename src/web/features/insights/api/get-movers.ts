import { useQuery } from '@tanstack/react-query';
import { moversSchema } from '#core/insights/insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

type MoversParams = { language?: string; series?: string; productType?: string } & {
  period: string;
  by: string;
  limit?: number;
};

export function useMovers(params: MoversParams) {
  return useQuery(insightsQueryOptions('get-movers', '/api/insights/movers', moversSchema, params));
}
