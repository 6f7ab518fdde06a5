import { estimateGradedPrice } from '#core/collection/graded-estimate.ts';
import type {
  CollectionValueEntry,
  Condition,
  GradedPriceRecord,
  PriceBasis,
} from '#core/collection/user-product.schema.ts';
import { centsToUnits } from '#core/money/cents.ts';
import { type ConditionCents, priceForCondition } from '#core/prices/condition-price.ts';

/** Graded ladder columns of a price row (product_latest_prices or price_points), in cents. */
export type LadderCents = {
  psa10: number | null;
  cgc10: number | null;
  sgc10: number | null;
  bgs10: number | null;
  graded9: number | null;
  graded8: number | null;
  graded7: number | null;
};

/** An item with its price row (see item-values.repository.ts); cents throughout. */
export type PricedItem = {
  id: number;
  quantity: number;
  graded: boolean;
  gradingCompany: string | null;
  gradeScore: number | null;
  /** The item's printing key and the printing its price row is for (null: no price). */
  variant: string;
  priceVariant: string | null;
  source: string | null;
  priceDate: string | null;
  marketCents: number | null;
  previousMarketCents: number | null;
  ladder: LadderCents;
  /** The ladder on the previous price date (only read for graded items). */
  previousLadder: LadderCents | null;
  condition: Condition;
  /** The price row's prices per condition, where its source gives them. */
  conditionCents: ConditionCents | null;
};

/** A ladder of cents as the graded-price record the estimate reads (dollars, nulls kept). */
export function toGradedPriceRecord(
  apiId: string,
  marketCents: number | null,
  ladder: LadderCents,
): GradedPriceRecord {
  return {
    api_id: apiId,
    market_price: centsToUnits(marketCents),
    psa_10_price: centsToUnits(ladder.psa10),
    cgc_10_price: centsToUnits(ladder.cgc10),
    sgc_10_price: centsToUnits(ladder.sgc10),
    bgs_10_price: centsToUnits(ladder.bgs10),
    graded_9_price: centsToUnits(ladder.graded9),
    graded_8_price: centsToUnits(ladder.graded8),
    graded_7_price: centsToUnits(ladder.graded7),
  };
}

function gradedCents(item: PricedItem, ladder: LadderCents | null): number | null {
  if (!ladder || !item.gradingCompany || item.gradeScore === null) {
    return null;
  }
  const record = toGradedPriceRecord(String(item.id), null, ladder);
  const estimate = estimateGradedPrice(record, item.gradingCompany, item.gradeScore);
  return estimate === null ? null : Math.round(estimate * 100);
}

/** One copy's current and previous value in cents (graded estimate first for graded items). */
export function unitValuesCents(item: PricedItem): {
  current: number | null;
  previous: number | null;
} {
  if (item.graded && item.gradingCompany !== null && item.gradeScore !== null) {
    // A graded copy is valued by its grade, else (no graded data) at the market price.
    const current = gradedCents(item, item.ladder);
    if (current !== null) {
      return { current, previous: gradedCents(item, item.previousLadder) };
    }
    return { current: item.marketCents, previous: item.previousMarketCents };
  }
  const current = priceForCondition(item.marketCents, item.conditionCents, item.condition);
  if (current === null || item.marketCents === null || item.previousMarketCents === null) {
    return { current: current?.cents ?? null, previous: null };
  }
  // The previous day's condition prices are not kept: it moves with the market price.
  const share = item.marketCents === 0 ? 1 : current.cents / item.marketCents;
  return { current: current.cents, previous: Math.round(item.previousMarketCents * share) };
}

/** Whether the value is the item's own printing's price or borrowed from another printing. */
export function priceBasis(
  item: Pick<PricedItem, 'variant' | 'priceVariant'>,
  current: number | null,
): { price_basis: PriceBasis | null; price_variant: string | null } {
  if (current === null || item.priceVariant === null) {
    return { price_basis: null, price_variant: null };
  }
  return {
    price_basis: item.priceVariant === item.variant ? 'printing' : 'type_fallback',
    price_variant: item.priceVariant,
  };
}

/** The collection-values entry of an item: unit value x quantity, and the change since the last price. */
export function toCollectionValue(item: PricedItem): CollectionValueEntry {
  const unit = unitValuesCents(item);
  const current = unit.current === null ? null : unit.current * item.quantity;
  const previous = unit.previous === null ? null : unit.previous * item.quantity;
  return {
    current_value: centsToUnits(current),
    previous_value: centsToUnits(previous),
    daily_change: current === null || previous === null ? null : (current - previous) / 100,
    unit_value: centsToUnits(unit.current),
    price_date: unit.current === null ? null : item.priceDate,
    price_source: unit.current === null ? null : item.source,
    ...priceBasis(item, unit.current),
  };
}
