import type { Condition } from '../collection/user-product.schema.ts';
import { DAY_MS } from './price-dates.ts';

/** What kind of number a price is: a market (recent sales) price, a lowest listing, a trend, a last sale. */
export const PRICE_KINDS = ['market', 'low', 'trend', 'last_sale'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];

export const PRICE_KIND_LABELS: Record<PriceKind, string> = {
  market: 'Market price',
  low: 'Lowest listing',
  trend: 'Trend price',
  last_sale: 'Last sale',
};

/**
 * Each source's normal refresh interval (a price older than it is stale) and the kind of its
 * headline price. Unknown sources (imports) refresh weekly and say nothing about their kind.
 */
type SourceFacts = { refreshDays: number; kind: PriceKind | null };

const SOURCE_FACTS: Record<string, SourceFacts> = {
  tcgplayer: { refreshDays: 1, kind: 'market' },
  cardmarket: { refreshDays: 1, kind: 'trend' },
  pricecharting: { refreshDays: 1, kind: 'market' },
  simulated: { refreshDays: 1, kind: 'market' },
  correction: { refreshDays: 1, kind: null },
};
const UNKNOWN_SOURCE: SourceFacts = { refreshDays: 7, kind: null };

export function sourceFacts(source: string): SourceFacts {
  return SOURCE_FACTS[source] ?? UNKNOWN_SOURCE;
}

function everyText(days: number): string {
  if (days === 1) {
    return 'daily';
  }
  return days === 7 ? 'weekly' : `every ${days} days`;
}

/**
 * Whether a price of `priceDate` is older than its source's normal refresh on `today`, and the
 * sentence that says so ("Stale: last updated 3 days ago (this source updates daily)").
 */
export function describeFreshness(
  source: string,
  priceDate: string,
  today: string,
): { stale: boolean; ageDays: number; refreshDays: number; text: string | null } {
  const { refreshDays } = sourceFacts(source);
  const ageDays = Math.max(0, Math.round((Date.parse(today) - Date.parse(priceDate)) / DAY_MS));
  const stale = ageDays > refreshDays;
  const ago = ageDays === 1 ? '1 day ago' : `${ageDays} days ago`;
  return {
    stale,
    ageDays,
    refreshDays,
    text: stale
      ? `Stale: last updated ${ago} (this source updates ${everyText(refreshDays)})`
      : null,
  };
}

export const CONDITION_NAMES: Record<Condition, string> = {
  NM: 'Near Mint',
  LP: 'Lightly Played',
  MP: 'Moderately Played',
  HP: 'Heavily Played',
  DMG: 'Damaged',
};

/**
 * The fallback when a feed does not price conditions: its market price, shown as an estimate with
 * this rule. No fixed discount per condition is guessed (decision 080).
 */
export function conditionFallbackRule(condition: Condition): string {
  return `Estimate: the market price, used for ${CONDITION_NAMES[condition]} (the source does not price conditions separately)`;
}
