import { useQuery } from '@tanstack/react-query';
import { topCardsSchema } from '#core/insights/insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

type TopCardsParams = { language?: string; series?: string; limit?: number };

export function useTopCards(params: TopCardsParams, enabled = true) {
  return useQuery({
    ...insightsQueryOptions('get-top-cards', '/api/insights/top-cards', topCardsSchema, params),
    enabled,
  });
}
