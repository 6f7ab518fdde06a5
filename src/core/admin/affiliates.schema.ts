import { z } from 'zod';
import { DAY_MS } from '../prices/price-dates.ts';

const MAX_RANGE_DAYS = 3660;

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date as YYYY-MM-DD`)
    .refine(isRealDate, `${field} is not a real date`);

/** Date range of the affiliate numbers, inclusive UTC days; both optional (last 30 days). */
export const affiliateRangeSchema = z
  .object({ from: day('from').optional(), to: day('to').optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: 'from must not be after to',
    path: ['from'],
  })
  .refine(
    (range) =>
      !range.from ||
      !range.to ||
      (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS < MAX_RANGE_DAYS,
    { message: `The range can be at most ${MAX_RANGE_DAYS} days`, path: ['from'] },
  );
export type AffiliateRange = z.infer<typeof affiliateRangeSchema>;

/** The range with its defaults filled in: `to` today, `from` 29 days before `to`. */
export function resolveRange(range: AffiliateRange, today: Date): { from: string; to: string } {
  const to = range.to ?? today.toISOString().slice(0, 10);
  const from = range.from ?? new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

export const affiliateNumbersSchema = z.object({
  referrerId: z.number(),
  handle: z.string(),
  email: z.string(),
  visits: z.number(),
  signUps: z.number(),
  verifiedSignUps: z.number(),
  conversions: z.number(),
  revenueCents: z.number(),
  commissionCents: z.number(),
});
export type AffiliateNumbers = z.infer<typeof affiliateNumbersSchema>;

export const affiliateReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  commissionPercent: z.number(),
  currency: z.string(),
  rows: z.array(affiliateNumbersSchema),
});
export type AffiliateReport = z.infer<typeof affiliateReportSchema>;

export const myAffiliateSchema = z.object({
  from: z.string(),
  to: z.string(),
  commissionPercent: z.number(),
  currency: z.string(),
  numbers: affiliateNumbersSchema,
});
export type MyAffiliate = z.infer<typeof myAffiliateSchema>;

/** Commission in cents, rounded half up. */
export function commissionCents(revenueCents: number, percent: number): number {
  return Math.round((revenueCents * percent) / 100);
}
