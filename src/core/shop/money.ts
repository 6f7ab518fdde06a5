import { formatMinorUnits } from '../money/format-money.ts';

/** Money is integer cents with a currency code (architecture.md section 3). */
export const SHOP_CURRENCY = 'USD';

/**
 * 1999 -> "$19.99". The shop charges in SHOP_CURRENCY whatever currency a user views market
 * prices in, so its amounts are never converted.
 */
export function formatCents(cents: number, currency: string = SHOP_CURRENCY): string {
  return formatMinorUnits(cents, currency);
}
