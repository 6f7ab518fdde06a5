import { z } from 'zod';
import { insightsLanguageSchema, insightsMetaSchema, valuePointSchema } from './insights.schema.ts';

export const changeSchema = z.object({
  changeCents: z.number().int(),
  baseCents: z.number().int(),
  changePercent: z.number().nullable(),
});

export const setPerformanceSchema = z.object({
  setId: z.string(),
  setName: z.string().nullable(),
  language: insightsLanguageSchema,
  seriesId: z.string().nullable(),
  seriesName: z.string().nullable(),
  releaseDate: z.string().nullable(),
  valueCents: z.number().int(),
  cardsPriced: z.number().int(),
  change1m: changeSchema.nullable(),
  change3m: changeSchema.nullable(),
  change1y: changeSchema.nullable(),
  sealedPriced: z.number().int(),
  sealedWithMsrp: z.number().int(),
  sealedMarketCents: z.number().int().nullable(),
  sealedMsrpCents: z.number().int().nullable(),
  sealedRoiPercent: z.number().nullable(),
});
export type SetPerformance = z.infer<typeof setPerformanceSchema>;

export const setPerformanceQuerySchema = z.object({
  language: insightsLanguageSchema.optional(),
  series: z.string().min(1).max(64).optional(),
});

export const seriesPerformanceSchema = z.object({
  meta: insightsMetaSchema,
  series: z.array(
    z.object({
      seriesId: z.string(),
      seriesName: z.string().nullable(),
      language: insightsLanguageSchema,
      valueCents: z.number().int(),
      sets: z.number().int(),
      change1m: changeSchema.nullable(),
      change3m: changeSchema.nullable(),
      change1y: changeSchema.nullable(),
    }),
  ),
  sets: z.array(setPerformanceSchema),
});
export type SeriesPerformance = z.infer<typeof seriesPerformanceSchema>;

export const valueHistoryQuerySchema = z.object({
  set: z.string().min(1).max(64).optional(),
  series: z.string().min(1).max(64).optional(),
  language: insightsLanguageSchema.optional(),
});
export const valueHistorySchema = z.object({
  meta: insightsMetaSchema,
  points: z.array(valuePointSchema.extend({ cardsPriced: z.number().int() })),
});
export type ValueHistory = z.infer<typeof valueHistorySchema>;

export const roiProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sealedType: z.string().nullable(),
  marketCents: z.number().int(),
  msrpCents: z.number().int(),
  msrpSource: z.string().nullable(),
  roiPercent: z.number(),
  priceDate: z.string(),
  source: z.string(),
});
export const roiSetsQuerySchema = z.object({ language: insightsLanguageSchema.default('english') });
/** The spec's "ROI sets per language": sets whose sealed products have an MSRP, best first. */
export const roiSetsSchema = z.object({
  meta: insightsMetaSchema,
  language: insightsLanguageSchema,
  sets: z.array(
    z.object({
      setId: z.string(),
      setName: z.string().nullable(),
      releaseDate: z.string().nullable(),
      marketCents: z.number().int(),
      msrpCents: z.number().int(),
      roiPercent: z.number(),
      products: z.array(roiProductSchema),
    }),
  ),
});
export type RoiSets = z.infer<typeof roiSetsSchema>;
