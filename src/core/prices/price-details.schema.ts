import { z } from 'zod';
import { conditionSchema } from '../collection/user-product.schema.ts';
import { MARKETPLACES } from './fee-schedules.ts';
import { PRICE_KINDS } from './price-source-facts.ts';

/** GET /api/tcgproducts/{id}/price-details?variant=&condition= */
export const priceDetailsQuerySchema = z.object({
  variant: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9 ._/:+-]{0,119}$/, 'variant must be a printing such as "normal"')
    .optional(),
  condition: z
    .enum(['NM', 'LP', 'MP', 'HP', 'DMG'], {
      error: 'condition must be one of NM, LP, MP, HP, DMG',
    })
    .default('NM'),
});

const cents = z.number().int();

export const priceOriginSchema = z.object({
  source: z.string(),
  source_label: z.string(),
  price_date: z.string(),
  kind: z.enum(PRICE_KINDS).nullable(),
  kind_label: z.string().nullable(),
  market_cents: cents,
  /** The quote as the source gave it, before conversion to US cents. */
  currency: z.string(),
  native_cents: cents.nullable(),
  sales_count: z.number().int().nullable(),
  last_sale_date: z.string().nullable(),
  stale: z.boolean(),
  stale_text: z.string().nullable(),
  refresh_days: z.number().int(),
  correction: z
    .object({
      reason: z.string(),
      original_cents: cents.nullable(),
      original_source: z.string(),
      corrected_at: z.string(),
    })
    .nullable(),
});

export const priceDetailsSchema = z.object({
  product_id: z.string(),
  variant: z.string(),
  condition: conditionSchema,
  origin: priceOriginSchema.nullable(),
  condition_price: z
    .object({
      cents,
      basis: z.enum(['condition', 'estimate']),
      rule: z.string().nullable(),
    })
    .nullable(),
  net: z.array(
    z.object({
      marketplace: z.enum(MARKETPLACES),
      label: z.string(),
      price_cents: cents,
      fees_cents: cents,
      shipping_cents: cents,
      net_cents: cents,
      fees_effective_from: z.string(),
    }),
  ),
});
export type PriceDetails = z.infer<typeof priceDetailsSchema>;

/** POST /api/admin/price-corrections: a corrected market price for one day's price point. */
export const priceCorrectionInputSchema = z.object({
  price_point_id: z.number().int().positive(),
  market_cents: z.number().int().min(0).max(100_000_000),
  reason: z.string().trim().min(3, 'reason must say why (at least 3 characters)').max(500),
});
