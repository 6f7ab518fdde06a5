import {
  type PrintingFields,
  printingKey,
  printingKeyLabel,
  printingLabel,
  typeLabel,
} from './printing-key.ts';
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

/**
 * The printings a collection item can name, one per catalog printing (value: its printing key,
 * label as on the card page), the plain 'normal' printing first, then catalog order. A
 * product without variant data is 'normal' only.
 */
export function getVariantOptions(
  variants: readonly PrintingFields[] | null | undefined,
): VariantOption[] {
  const options = new Map<string, VariantOption>();
  for (const variant of variants ?? []) {
    const value = printingKey(variant);
    if (!options.has(value)) {
      options.set(value, { value, label: printingLabel(variant) });
    }
  }
  if (options.size === 0) {
    return [{ value: 'normal', label: typeLabel('normal') }];
  }
  return [...options.values()].sort(
    (a, b) => Number(b.value === 'normal') - Number(a.value === 'normal'),
  );
}

/**
 * The printing a new item starts with: 'normal' when listed, else the first plain printing,
 * else the first without a stamp (never a 1st edition by default), else the first.
 */
export function getDefaultPrinting(options: readonly { value: string }[]): string {
  const plain = options.find((option) => !option.value.includes('/'));
  const unstamped = options.find((option) => !option.value.includes('/stamp:'));
  return (
    options.find((option) => option.value === 'normal')?.value ??
    plain?.value ??
    unstamped?.value ??
    options[0]?.value ??
    'normal'
  );
}

/**
 * The edit form's choices: the product's printings, plus the item's own printing first when the
 * catalog does not list it (an old plain type, a printing since removed), so it stays selected.
 */
export function getItemVariantOptions(
  variants: readonly PrintingFields[] | null | undefined,
  current: string,
): VariantOption[] {
  const options = getVariantOptions(variants);
  return options.some((option) => option.value === current)
    ? options
    : [{ value: current, label: printingKeyLabel(current) }, ...options];
}

/**
 * Whether an item may name `variant` for a product with these printings: one of its printing
 * keys, or any plain type without '/' (accepted as before: old rows, clients that only know
 * types).
 */
export function isPrintingOfProduct(
  variants: readonly PrintingFields[] | null | undefined,
  variant: string,
): boolean {
  if (!variant.includes('/')) {
    return true;
  }
  return getVariantOptions(variants).some((option) => option.value === variant);
}

/** Grades 1 to 10 in half steps, highest first. */
export const GRADE_OPTIONS: readonly number[] = Array.from(
  { length: 19 },
  (_, index) => 10 - index / 2,
);
