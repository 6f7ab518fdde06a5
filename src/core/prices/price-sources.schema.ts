import { z } from 'zod';
import { exchangeRatesSchema } from '#core/money/currency.ts';

export const priceSourceRunSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  price_date: z.string(),
  status: z.enum(['running', 'ok', 'failed']),
  attempts: z.number().int(),
  requested: z.number().int(),
  priced: z.number().int(),
  matched_by_number: z.number().int(),
  unmatched: z.number().int(),
  unmatched_sample: z.array(z.string()),
  priced_by_language: z.record(z.string(), z.number()),
  rows_written: z.number().int(),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type PriceSourceRun = z.infer<typeof priceSourceRunSchema>;

/** Per catalog language: products, those with a current price, and by which source. */
export const priceCoverageSchema = z.object({
  language: z.string(),
  products: z.number().int(),
  priced: z.number().int(),
  by_source: z.record(z.string(), z.number().int()),
});
export type PriceCoverage = z.infer<typeof priceCoverageSchema>;

/** GET /api/admin/price-sources: what /admin/price-sources shows. */
export const priceSourcesOverviewSchema = z.object({
  configured: z.array(z.string()),
  runs: z.array(priceSourceRunSchema),
  coverage: z.array(priceCoverageSchema),
  rates: exchangeRatesSchema,
});
export type PriceSourcesOverview = z.infer<typeof priceSourcesOverviewSchema>;
