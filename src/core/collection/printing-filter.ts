import type { VariantOption } from './client-rules.ts';
import { coarseType, printingDetailLabel, printingKeyLabel, typeLabel } from './printing-key.ts';
import type { PriceBasis } from './user-product.schema.ts';

/**
 * Whether an item's printing passes the collection's printing filter: an exact printing key,
 * or a plain type, which takes every printing of that type ('holo' keeps 1st-edition holos).
 */
export function matchesPrinting(variant: string, filter: string): boolean {
  return filter.includes('/') ? variant === filter : coarseType(variant) === filter;
}

/**
 * The printing filter's choices for these items: each type present ('Holo (all printings)'),
 * then each exact printing present that is more than its type, by label.
 */
export function getPrintingFilterOptions(
  items: readonly { variant: string }[] | undefined,
): VariantOption[] {
  const keys = [...new Set((items ?? []).map((item) => item.variant))];
  const types = [...new Set(keys.map(coarseType))].map((type) => ({
    value: type,
    label: `${typeLabel(type)} (all printings)`,
  }));
  const printings = keys
    .filter((key) => key.includes('/'))
    .map((key) => ({ value: key, label: printingKeyLabel(key) }));
  const byLabel = (a: VariantOption, b: VariantOption) => a.label.localeCompare(b.label);
  return [...types.sort(byLabel), ...printings.sort(byLabel)];
}

/**
 * The note shown beside a value borrowed from another printing: 'Price of Holo; no separate
 * price for Shadowless – 1st edition stamp'. Null when the value is the printing's own.
 */
export function getPriceBasisNote(
  variant: string,
  value: { price_basis?: PriceBasis | null; price_variant?: string | null } | undefined,
): string | null {
  if (value?.price_basis !== 'type_fallback' || !value.price_variant) {
    return null;
  }
  const sameType = coarseType(variant) === coarseType(value.price_variant);
  const missing = (sameType && printingDetailLabel(variant)) || printingKeyLabel(variant);
  return `Price of ${printingKeyLabel(value.price_variant)}; no separate price for ${missing}`;
}
