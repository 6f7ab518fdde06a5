import type { GradingCompany } from './thresholds.ts';

/**
 * One service level: its fee per card, the highest declared value it accepts and the
 * return shipping charged per order (one card sent alone). Cents, USD.
 */
export type ServiceLevel = {
  level: string;
  feeCents: number;
  maxValueCents: number | null;
  shippingCents: number;
};

export const GRADING_FEES_VERSION = '2026-11-24.1';
/** Public price lists as we read them on this date; admins will edit them later. */
export const GRADING_FEES_CHECKED_ON = '2026-11-24';

/** Fee table per company and service level, cheapest first. */
export const GRADING_FEES: Record<GradingCompany, ServiceLevel[]> = {
  PSA: [
    { level: 'Value Bulk', feeCents: 2499, maxValueCents: 49_900, shippingCents: 2000 },
    { level: 'Value Plus', feeCents: 4999, maxValueCents: 49_900, shippingCents: 2000 },
    { level: 'Regular', feeCents: 7999, maxValueCents: 149_900, shippingCents: 2000 },
    { level: 'Express', feeCents: 14_999, maxValueCents: 299_900, shippingCents: 2500 },
    { level: 'Super Express', feeCents: 29_999, maxValueCents: 499_900, shippingCents: 2500 },
  ],
  BGS: [
    { level: 'Base', feeCents: 1495, maxValueCents: 50_000, shippingCents: 1800 },
    { level: 'Standard', feeCents: 3495, maxValueCents: 150_000, shippingCents: 1800 },
    { level: 'Express', feeCents: 12_500, maxValueCents: null, shippingCents: 2500 },
  ],
  CGC: [
    { level: 'Bulk', feeCents: 1500, maxValueCents: 50_000, shippingCents: 1800 },
    { level: 'Standard', feeCents: 3000, maxValueCents: 150_000, shippingCents: 1800 },
    { level: 'Express', feeCents: 10_000, maxValueCents: null, shippingCents: 2500 },
  ],
  SGC: [
    { level: 'Base', feeCents: 1500, maxValueCents: 150_000, shippingCents: 1500 },
    { level: 'Priority', feeCents: 5000, maxValueCents: null, shippingCents: 2000 },
  ],
  TAG: [
    { level: 'Basic', feeCents: 1799, maxValueCents: 50_000, shippingCents: 1500 },
    { level: 'Standard', feeCents: 4999, maxValueCents: 250_000, shippingCents: 1500 },
    { level: 'Express', feeCents: 9999, maxValueCents: null, shippingCents: 2000 },
  ],
};

/** The cheapest service level that accepts a card declared at `valueCents`. */
export function serviceLevelFor(company: GradingCompany, valueCents: number): ServiceLevel {
  const levels = GRADING_FEES[company];
  const fit = levels.find((l) => l.maxValueCents === null || valueCents <= l.maxValueCents);
  return (fit ?? levels[levels.length - 1]) as ServiceLevel;
}
