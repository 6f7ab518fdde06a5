import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightsLanguage } from '#core/insights/insights.schema.ts';
import { roiSetsSchema } from '#core/insights/series-insights.schema.ts';
import { fetchInsights, INSIGHTS_STALE_TIME, withQuery } from './fetch-insights.ts';

/** Spec: the ROI sets per language; a failed call says "Failed to fetch sets". */
export const ROI_SETS_ERROR = 'Failed to fetch sets';

export function getRoiSets(language: InsightsLanguage) {
  return fetchInsights(
    withQuery('/api/insights/roi-sets', { language }),
    roiSetsSchema,
    ROI_SETS_ERROR,
  );
}

export function roiSetsQueryOptions(language: InsightsLanguage) {
  return queryOptions({
    queryKey: ['insights', 'roi-sets', language],
    queryFn: () => getRoiSets(language),
    staleTime: INSIGHTS_STALE_TIME,
  });
}

export function useRoiSets(language: InsightsLanguage) {
  return useQuery(roiSetsQueryOptions(language));
}
