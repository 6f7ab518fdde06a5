import { CONDITIONS, type Condition } from '../collection/user-product.schema.ts';
import { CONDITION_NAMES, conditionFallbackRule } from './price-source-facts.ts';

/** Prices per condition a feed gave for one printing (US cents); absent conditions are unpriced. */
export type ConditionCents = Partial<Record<Condition, number>>;

export type ConditionPrice =
  | { cents: number; basis: 'condition'; rule: null }
  | { cents: number; basis: 'estimate'; rule: string };

/** The cheapest price the feed gave for a condition better than `condition`, if any. */
function cheapestBetter(
  conditionCents: ConditionCents | null,
  condition: Condition,
): { condition: Condition; cents: number } | null {
  let best: { condition: Condition; cents: number } | null = null;
  for (const better of CONDITIONS.slice(0, CONDITIONS.indexOf(condition))) {
    const cents = conditionCents?.[better];
    if (cents !== undefined && cents !== null && (best === null || cents < best.cents)) {
      best = { condition: better, cents };
    }
  }
  return best;
}

/**
 * A copy's price in its condition: the feed's own price for that condition when it gave one,
 * else the market price, labelled an estimate with its rule; never more than what the feed asks
 * for a better condition (decision 080).
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
  const better = cheapestBetter(conditionCents, condition);
  if (better && (marketCents === null || better.cents < marketCents)) {
    return {
      cents: better.cents,
      basis: 'estimate',
      rule: `Estimate: the ${CONDITION_NAMES[better.condition]} price, used for ${CONDITION_NAMES[condition]} (the source does not price it separately)`,
    };
  }
  if (marketCents === null) {
    return null;
  }
  return { cents: marketCents, basis: 'estimate', rule: conditionFallbackRule(condition) };
}
