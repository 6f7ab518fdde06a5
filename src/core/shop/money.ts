/** Money is integer cents with a currency code (architecture.md section 3). */
export type Cents = number & { readonly __brand: 'Cents' };

export const SHOP_CURRENCY = 'USD';

export function toCents(value: number): Cents {
  if (!Number.isInteger(value)) {
    throw new RangeError(`cents must be an integer, got ${value}`);
  }
  return value as Cents;
}

/** 1999 -> "$19.99" (en-US; the shop sells in one currency). */
export function formatCents(cents: number, currency: string = SHOP_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
