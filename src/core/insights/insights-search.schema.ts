import { z } from 'zod';
import {
  insightsLanguageSchema,
  moverPeriodSchema,
  productTypeFilterSchema,
} from './insights.schema.ts';

// Route search params of the insights pages; anything unreadable falls back to the default.

export const marketInsightsSearchSchema = z.object({
  language: insightsLanguageSchema.optional().catch(undefined),
  series: z.string().min(1).max(64).optional().catch(undefined),
  type: productTypeFilterSchema.optional().catch(undefined),
  period: moverPeriodSchema.optional().catch(undefined),
  by: z.enum(['amount', 'percent']).optional().catch(undefined),
});
export type MarketInsightsSearch = z.infer<typeof marketInsightsSearchSchema>;

export const setSortKeys = ['value', 'change1m', 'change3m', 'change1y', 'roi', 'name'] as const;
export const seriesPerformanceSearchSchema = z.object({
  language: insightsLanguageSchema.optional().catch(undefined),
  series: z.string().min(1).max(64).optional().catch(undefined),
  set: z.string().min(1).max(64).optional().catch(undefined),
  sort: z.enum(setSortKeys).optional().catch(undefined),
  dir: z.enum(['asc', 'desc']).optional().catch(undefined),
});
export type SeriesPerformanceSearch = z.infer<typeof seriesPerformanceSearchSchema>;

export const gradingInsightsSearchSchema = z.object({
  language: insightsLanguageSchema.optional().catch(undefined),
  card: z.string().min(1).max(100).optional().catch(undefined),
  by: z.enum(['multiplier', 'amount']).optional().catch(undefined),
});
export type GradingInsightsSearch = z.infer<typeof gradingInsightsSearchSchema>;
