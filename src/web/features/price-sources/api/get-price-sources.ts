import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PriceSourcesOverview,
  priceSourcesOverviewSchema,
} from '#core/prices/price-sources.schema.ts';
import { requestJson } from '../../../lib/api-client.ts';

/** GET /api/admin/price-sources: configured feeds, recent runs, coverage and rates. */
export async function fetchPriceSources(): Promise<PriceSourcesOverview> {
  return priceSourcesOverviewSchema.parse(await requestJson('/api/admin/price-sources'));
}

export const priceSourcesQuery = () =>
  queryOptions({ queryKey: ['admin', 'price-sources'], queryFn: fetchPriceSources });

export const usePriceSources = () => useQuery(priceSourcesQuery());
