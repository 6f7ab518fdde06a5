import { z } from 'zod';

export const PRICE_ALERT_KINDS = [
  'product_above',
  'product_below',
  'product_move',
  'collection_move',
  'wishlist_drop',
] as const;
export type PriceAlertKind = (typeof PRICE_ALERT_KINDS)[number];

export const ALERT_WINDOW_DAYS = [1, 7, 30] as const;
export const ALERT_DIGESTS = ['off', 'daily', 'weekly'] as const;
export type AlertDigest = (typeof ALERT_DIGESTS)[number];

/** Alerts one user may keep (active or paused). */
export const PRICE_ALERT_QUOTA = 50;
/** The largest move an alert may ask for, in percent. */
export const MAX_ALERT_PERCENT = 1000;
/** The largest price threshold, in US cents ($1,000,000). */
export const MAX_ALERT_CENTS = 100_000_000;

const productId = z.string().trim().min(1, 'productId is required').max(100);
const variant = z.string().trim().min(1).max(50).default('normal');
const thresholdCents = z
  .number({ error: 'thresholdCents must be a number of cents' })
  .int('thresholdCents must be whole cents')
  .min(1, 'thresholdCents must be at least 1')
  .max(MAX_ALERT_CENTS, `thresholdCents must be at most ${MAX_ALERT_CENTS}`);
const thresholdPercent = z
  .number({ error: 'thresholdPercent must be a number' })
  .int('thresholdPercent must be a whole percent')
  .min(1, 'thresholdPercent must be at least 1')
  .max(MAX_ALERT_PERCENT, `thresholdPercent must be at most ${MAX_ALERT_PERCENT}`);
const windowDays = z.union([z.literal(1), z.literal(7), z.literal(30)], {
  error: 'windowDays must be 1, 7 or 30',
});

/** A new alert: the fields each kind needs, nothing else. */
export const priceAlertInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('product_above'), productId, variant, thresholdCents }),
    z.object({ kind: z.literal('product_below'), productId, variant, thresholdCents }),
    z.object({
      kind: z.literal('product_move'),
      productId,
      variant,
      thresholdPercent,
      windowDays,
    }),
    z.object({ kind: z.literal('collection_move'), thresholdPercent, windowDays }),
    z.object({ kind: z.literal('wishlist_drop'), thresholdPercent, windowDays }),
  ],
  { error: `kind must be one of ${PRICE_ALERT_KINDS.join(', ')}` },
);
export type PriceAlertInput = z.infer<typeof priceAlertInputSchema>;

/** A change to an alert: pause/resume or a new threshold or window (checked against its kind). */
export const priceAlertChangeSchema = z
  .object({
    active: z.boolean().optional(),
    thresholdCents: thresholdCents.optional(),
    thresholdPercent: thresholdPercent.optional(),
    windowDays: windowDays.optional(),
  })
  .strict();
export type PriceAlertChange = z.infer<typeof priceAlertChangeSchema>;

export const priceAlertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRICE_ALERT_KINDS),
  productId: z.string().nullable(),
  variant: z.string().nullable(),
  productName: z.string().nullable(),
  thresholdCents: z.number().int().nullable(),
  thresholdPercent: z.number().int().nullable(),
  windowDays: z.number().int().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type PriceAlert = z.infer<typeof priceAlertSchema>;

export const digestSchema = z.object({ digest: z.enum(ALERT_DIGESTS) });

export const priceAlertListSchema = z.object({
  items: z.array(priceAlertSchema),
  digest: z.enum(ALERT_DIGESTS),
  quota: z.number().int(),
});
export type PriceAlertList = z.infer<typeof priceAlertListSchema>;

/** Which fields a kind uses, so a change cannot give a price to a percent alert. */
export function fieldsOfKind(kind: PriceAlertKind): 'cents' | 'percent' {
  return kind === 'product_above' || kind === 'product_below' ? 'cents' : 'percent';
}
