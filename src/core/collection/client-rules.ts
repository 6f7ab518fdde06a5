import {
  type CollectionValues,
  GRADED_PRICE_COMPANIES,
  MIN_GRADED_PRICE_GRADE,
} from './user-product.schema.ts';

/** Spec section 9: collection values are refetched unless at least this share has a value. */
export const ENOUGH_VALUES_SHARE = 0.8;

/**
 * True when at least 80% of the products have a value entry with a known current value. An
 * empty collection has enough (there is nothing to wait for).
 */
export function hasEnoughValues(
  products: readonly { id: number }[],
  values: CollectionValues | null | undefined,
): boolean {
  if (products.length === 0) {
    return true;
  }
  if (!values) {
    return false;
  }
  const valued = products.filter((product) => {
    const entry = values[String(product.id)];
    return entry !== undefined && entry.current_value !== null;
  }).length;
  return valued >= products.length * ENOUGH_VALUES_SHARE;
}

export type GradedLookupFields = {
  graded: boolean;
  api_id: string | null | undefined;
  grade_score: number | null | undefined;
  grading_company: string | null | undefined;
};

const PRICED_COMPANIES: ReadonlySet<string> = new Set(GRADED_PRICE_COMPANIES);

/**
 * Spec section 5: graded prices are looked up only for a graded item with an api_id, a grade
 * of 7 or more and a company among PSA, CGC, SGC, BGS and TAG.
 */
export function needsGradedPriceLookup(item: GradedLookupFields): boolean {
  return (
    item.graded &&
    Boolean(item.api_id) &&
    typeof item.grade_score === 'number' &&
    item.grade_score >= MIN_GRADED_PRICE_GRADE &&
    PRICED_COMPANIES.has(item.grading_company?.toUpperCase() ?? '')
  );
}

/** Copies owned (wishlist entries excluded) of one catalog product across collection items. */
export function countOwnedCopies(
  items: readonly { product_id: string; quantity: number; wishlist: boolean }[],
  productId: string,
): number {
  return items
    .filter((item) => item.product_id === productId && !item.wishlist)
    .reduce((sum, item) => sum + item.quantity, 0);
}

export type VariantOption = { value: string; label: string };

const VARIANT_TYPE_LABELS: Record<string, string> = {
  normal: 'Normal',
  holo: 'Holo',
  reverse: 'Reverse holo',
  metal: 'Metal',
  lenticular: 'Lenticular',
};

/**
 * The printings a collection item can name: the distinct variant types of the catalog product
 * (prices are kept per type), 'normal' first. A product without variant data is 'normal' only.
 */
export function getVariantOptions(
  variants: readonly { type: string }[] | null | undefined,
): VariantOption[] {
  const types = [...new Set((variants ?? []).map((variant) => variant.type.trim()))].filter(
    Boolean,
  );
  if (types.length === 0) {
    types.push('normal');
  }
  types.sort((a, b) => Number(b === 'normal') - Number(a === 'normal'));
  return types.map((type) => ({
    value: type,
    label:
      VARIANT_TYPE_LABELS[type] ??
      type.charAt(0).toUpperCase() + type.slice(1).replace(/[-_]+/g, ' '),
  }));
}

/** Grades 1 to 10 in half steps, highest first. */
export const GRADE_OPTIONS: readonly number[] = Array.from(
  { length: 19 },
  (_, index) => 10 - index / 2,
);
