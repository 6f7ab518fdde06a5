/**
 * Marketplace seller fees as published, with the date each schedule took effect (decision 080).
 * A sale is charged by the newest schedule on or before its date. Percentages are of the item
 * price; fixed fees are US cents per order. Check these against the pages below when they change
 * and add a row with the new effective date: never edit a past row.
 */
export const MARKETPLACES = ['tcgplayer', 'ebay', 'cardmarket'] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

export const MARKETPLACE_LABELS: Record<Marketplace, string> = {
  tcgplayer: 'TCGplayer',
  ebay: 'eBay',
  cardmarket: 'Cardmarket',
};

export type FeeSchedule = {
  marketplace: Marketplace;
  effectiveFrom: string;
  /** Commission (final value fee), percent of the price up to `tierLimitCents`. */
  commissionPercent: number;
  /** Above the tier limit (eBay trading cards), percent of the part above it. */
  tierLimitCents: number | null;
  commissionAbovePercent: number | null;
  /** Payment processing, percent of the price plus a fixed amount per order. */
  processingPercent: number;
  perOrderCents: number;
  /** A higher per-order fee once the price exceeds this (eBay: $0.40 over $10). */
  perOrderHighCents: number | null;
  perOrderHighAboveCents: number | null;
  url: string;
};

export const FEE_SCHEDULES: readonly FeeSchedule[] = [
  {
    marketplace: 'tcgplayer',
    effectiveFrom: '2023-01-01',
    commissionPercent: 10.25,
    tierLimitCents: null,
    commissionAbovePercent: null,
    processingPercent: 2.5,
    perOrderCents: 30,
    perOrderHighCents: null,
    perOrderHighAboveCents: null,
    url: 'https://help.tcgplayer.com/hc/en-us/articles/201357836-TCGplayer-Fees',
  },
  {
    marketplace: 'tcgplayer',
    effectiveFrom: '2025-01-01',
    commissionPercent: 10.75,
    tierLimitCents: null,
    commissionAbovePercent: null,
    processingPercent: 2.5,
    perOrderCents: 30,
    perOrderHighCents: null,
    perOrderHighAboveCents: null,
    url: 'https://help.tcgplayer.com/hc/en-us/articles/201357836-TCGplayer-Fees',
  },
  {
    marketplace: 'ebay',
    effectiveFrom: '2022-01-01',
    commissionPercent: 12.9,
    tierLimitCents: 750_000,
    commissionAbovePercent: 2.35,
    processingPercent: 0,
    perOrderCents: 30,
    perOrderHighCents: null,
    perOrderHighAboveCents: null,
    url: 'https://www.ebay.com/help/selling/fees-credits-invoices/selling-fees?id=4822',
  },
  {
    marketplace: 'ebay',
    effectiveFrom: '2023-02-15',
    commissionPercent: 13.25,
    tierLimitCents: 750_000,
    commissionAbovePercent: 2.35,
    processingPercent: 0,
    perOrderCents: 30,
    perOrderHighCents: 40,
    perOrderHighAboveCents: 1_000,
    url: 'https://www.ebay.com/help/selling/fees-credits-invoices/selling-fees?id=4822',
  },
  {
    marketplace: 'cardmarket',
    effectiveFrom: '2020-01-01',
    commissionPercent: 5,
    tierLimitCents: null,
    commissionAbovePercent: null,
    processingPercent: 0,
    perOrderCents: 0,
    perOrderHighCents: null,
    perOrderHighAboveCents: null,
    url: 'https://help.cardmarket.com/en/Fees',
  },
];

/** The schedule a sale on `date` (YYYY-MM-DD) is charged by; null before the first one. */
export function feeScheduleOn(
  marketplace: Marketplace,
  date: string,
  schedules: readonly FeeSchedule[] = FEE_SCHEDULES,
): FeeSchedule | null {
  let found: FeeSchedule | null = null;
  for (const schedule of schedules) {
    if (
      schedule.marketplace === marketplace &&
      schedule.effectiveFrom <= date &&
      (found === null || schedule.effectiveFrom > found.effectiveFrom)
    ) {
      found = schedule;
    }
  }
  return found;
}
