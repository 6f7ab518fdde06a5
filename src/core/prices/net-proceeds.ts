import { type FeeSchedule, feeScheduleOn, type Marketplace } from './fee-schedules.ts';

/** What the seller pays to ship one order, per marketplace (US cents; profile settings). */
export type ShippingCents = Record<Marketplace, number>;

export const DEFAULT_SHIPPING_CENTS: ShippingCents = { tcgplayer: 100, ebay: 150, cardmarket: 130 };

export type NetProceeds = {
  marketplace: Marketplace;
  priceCents: number;
  feesCents: number;
  shippingCents: number;
  /** Never below zero: a copy worth less than its costs nets nothing. */
  netCents: number;
  effectiveFrom: string;
};

function feesFor(schedule: FeeSchedule, priceCents: number): number {
  const limit = schedule.tierLimitCents ?? Number.POSITIVE_INFINITY;
  const base = Math.min(priceCents, limit);
  const above = Math.max(0, priceCents - limit);
  const commission =
    (base * schedule.commissionPercent + above * (schedule.commissionAbovePercent ?? 0)) / 100;
  const processing = (priceCents * schedule.processingPercent) / 100;
  const highOrder =
    schedule.perOrderHighCents !== null &&
    schedule.perOrderHighAboveCents !== null &&
    priceCents > schedule.perOrderHighAboveCents;
  const perOrder = highOrder ? (schedule.perOrderHighCents ?? 0) : schedule.perOrderCents;
  return Math.round(commission + processing) + perOrder;
}

/** The take-home of selling one copy at `priceCents` as its own order on `date`. */
export function netIfSold(
  marketplace: Marketplace,
  priceCents: number,
  date: string,
  shipping: ShippingCents,
): NetProceeds | null {
  const schedule = feeScheduleOn(marketplace, date);
  if (!schedule) {
    return null;
  }
  const feesCents = feesFor(schedule, priceCents);
  const shippingCents = shipping[marketplace];
  return {
    marketplace,
    priceCents,
    feesCents,
    shippingCents,
    netCents: Math.max(0, priceCents - feesCents - shippingCents),
    effectiveFrom: schedule.effectiveFrom,
  };
}

/**
 * What a collection takes home on one marketplace when every copy is sold as its own order:
 * the sum of each copy's net (unit value in US cents x quantity); unpriced items add nothing.
 */
export function collectionNetCents(
  items: readonly { unitCents: number | null; quantity: number }[],
  marketplace: Marketplace,
  date: string,
  shipping: ShippingCents,
): number {
  let total = 0;
  for (const item of items) {
    if (item.unitCents === null) {
      continue;
    }
    total +=
      (netIfSold(marketplace, item.unitCents, date, shipping)?.netCents ?? 0) * item.quantity;
  }
  return total;
}
