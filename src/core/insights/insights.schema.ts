import { z } from 'zod';

export const insightsLanguageSchema = z.enum(['english', 'japanese', 'chinese']);
export type InsightsLanguage = z.infer<typeof insightsLanguageSchema>;
export const moverPeriodSchema = z.enum(['1d', '7d', '30d']);
export type MoverPeriod = z.infer<typeof moverPeriodSchema>;
export const productTypeFilterSchema = z.enum(['card', 'sealed']);

/** Where the numbers of a panel come from and how fresh they are. */
export const insightsMetaSchema = z.object({
  computedAt: z.string().nullable(),
  priceDate: z.string().nullable(),
  sources: z.array(z.string()),
  /** True when any price behind the panel is simulated: the page must say so. */
  simulated: z.boolean(),
});
export type InsightsMeta = z.infer<typeof insightsMetaSchema>;

export const insightProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  productType: z.enum(['card', 'sealed']),
  language: insightsLanguageSchema,
  setId: z.string(),
  setName: z.string().nullable(),
  seriesId: z.string().nullable(),
  seriesName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  variant: z.string(),
  source: z.string(),
  priceDate: z.string(),
  marketCents: z.number().int(),
});
export type InsightProduct = z.infer<typeof insightProductSchema>;

export const moverSchema = insightProductSchema.extend({
  fromCents: z.number().int(),
  changeCents: z.number().int(),
  changePercent: z.number().nullable(),
});
export type Mover = z.infer<typeof moverSchema>;

const filterFields = {
  language: insightsLanguageSchema.optional(),
  series: z.string().min(1).max(64).optional(),
  productType: productTypeFilterSchema.optional(),
};

export const moversQuerySchema = z.object({
  ...filterFields,
  period: moverPeriodSchema.default('1d'),
  by: z.enum(['amount', 'percent']).default('percent'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type MoversQuery = z.infer<typeof moversQuerySchema>;

export const moversSchema = z.object({
  meta: insightsMetaSchema,
  period: moverPeriodSchema,
  by: z.enum(['amount', 'percent']),
  gainers: z.array(moverSchema),
  losers: z.array(moverSchema),
});
export type Movers = z.infer<typeof moversSchema>;

export const mostValuableQuerySchema = z.object({
  ...filterFields,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type MostValuableQuery = z.infer<typeof mostValuableQuerySchema>;

export const mostValuableSchema = z.object({
  meta: insightsMetaSchema,
  cards: z.array(insightProductSchema),
  sealed: z.array(insightProductSchema),
});
export type MostValuable = z.infer<typeof mostValuableSchema>;

export const valuePointSchema = z.object({ date: z.string(), valueCents: z.number().int() });

export const marketIndexQuerySchema = z.object({ language: insightsLanguageSchema.optional() });
export const marketIndexSchema = z.object({
  meta: insightsMetaSchema,
  language: z.enum(['all', 'english', 'japanese', 'chinese']),
  basketSize: z.number().int(),
  points: z.array(valuePointSchema),
});
export type MarketIndex = z.infer<typeof marketIndexSchema>;

export const topCardsQuerySchema = z.object({
  series: z.string().min(1).max(64).optional(),
  language: insightsLanguageSchema.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});
export const topCardSchema = insightProductSchema.extend({
  change1dCents: z.number().int().nullable(),
  change7dCents: z.number().int().nullable(),
  change30dCents: z.number().int().nullable(),
});
/** The spec's topCards slice: data per set series plus the timestamp of the data. */
export const topCardsSchema = z.object({
  timestamp: z.string().nullable(),
  meta: insightsMetaSchema,
  data: z.array(
    z.object({
      seriesId: z.string(),
      seriesName: z.string().nullable(),
      language: insightsLanguageSchema,
      cards: z.array(topCardSchema),
    }),
  ),
});
export type TopCards = z.infer<typeof topCardsSchema>;
