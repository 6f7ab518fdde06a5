import { z } from 'zod';

/**
 * GET /api/tcgproducts/{id}/price-history?variant=&range= (response: priceHistorySchema in
 * src/core/collection/user-product.schema.ts). A range counts back from the series' newest
 * point; 'all' is the whole history.
 */
export const PRICE_HISTORY_RANGES = ['1w', '1m', '3m', '6m', '1y', 'all'] as const;
export type PriceHistoryRange = (typeof PRICE_HISTORY_RANGES)[number];
export const DEFAULT_PRICE_HISTORY_RANGE: PriceHistoryRange = '1y';

/** The PostgreSQL interval of each range ('all' has none). */
export const PRICE_HISTORY_RANGE_INTERVALS: Record<PriceHistoryRange, string | null> = {
  '1w': '7 days',
  '1m': '1 month',
  '3m': '3 months',
  '6m': '6 months',
  '1y': '1 year',
  all: null,
};

export const priceHistoryQuerySchema = z.object({
  /** A printing key ('normal', 'holo/sub:shadowless/stamp:1st-edition'); default: the catalog price's. */
  variant: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9 ._/:+-]{0,119}$/, 'variant must be a printing such as "normal"')
    .optional(),
  range: z
    .enum(PRICE_HISTORY_RANGES, {
      error: `range must be one of ${PRICE_HISTORY_RANGES.join(', ')}`,
    })
    .default(DEFAULT_PRICE_HISTORY_RANGE),
});
