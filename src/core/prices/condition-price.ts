import type { Condition } from '../collection/user-product.schema.ts';
import { CONDITION_FALLBACK_PERCENT, conditionFallbackRule } from './price-source-facts.ts';

/** Prices per condition a feed gave for one printing (US cents); absent conditions are unpriced. */
export type ConditionCents = Partial<Record<Condition, number>>;

export type ConditionPrice =
  | { cents: number; basis: 'condition'; rule: null }
  | { cents: number; basis: 'estimate'; rule: string };

/**
 * A copy's price in its condition: the feed's own price for that condition when it gave one,
 * else the market price times the condition's fixed share, labelled an estimate with its rule.
 */
export function priceForCondition(
  marketCents: number | null,
  conditionCents: ConditionCents | null,
  condition: Condition,
): ConditionPrice | null {
  const own = conditionCents?.[condition];
  if (own !== undefined && own !== null) {
    return { cents: own, basis: 'condition', rule: null };
  }
  if (marketCents === null) {
    return null;
  }
  return {
    cents: Math.round((marketCents * CONDITION_FALLBACK_PERCENT[condition]) / 100),
    basis: 'estimate',
    rule: conditionFallbackRule(condition),
  };
}
