import { useQuery } from '@tanstack/react-query';
import type { InsightsLanguage } from '#core/insights/insights.schema.ts';
import { roiSetsSchema } from '#core/insights/series-insights.schema.ts';
import { insightsQueryOptions } from './fetch-insights.ts';

/** Spec: the ROI sets per language; a failed call says "Failed to fetch sets". */
const ROI_SETS_ERROR = 'Failed to fetch sets';

export function useRoiSets(language: InsightsLanguage) {
  return useQuery(
    insightsQueryOptions(
      'roi-sets',
      '/api/insights/roi-sets',
      roiSetsSchema,
      { language },
      ROI_SETS_ERROR,
    ),
  );
}
