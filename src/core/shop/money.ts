/** Money is integer cents with a currency code (architecture.md section 3). */
export const SHOP_CURRENCY = 'USD';

/** 1999 -> "$19.99" (en-US; the shop sells in one currency). */
export function formatCents(cents: number, currency: string = SHOP_CURRENCY): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
