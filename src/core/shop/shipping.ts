/**
 * Shipping charged on a shop order, in cents: one rule for the checkout's quote and the order
 * the buyer pays. Domestic (US) orders ship free from FREE_US_SHIPPING_FROM_CENTS of goods.
 */
export const FREE_US_SHIPPING_FROM_CENTS = 7500;

const RATES_CENTS = { US: 599, CA: 1499, other: 2499 } as const;

export function shippingCents(country: string, goodsCents: number): number {
  const code = country.trim().toUpperCase();
  if (code === 'US') {
    return goodsCents >= FREE_US_SHIPPING_FROM_CENTS ? 0 : RATES_CENTS.US;
  }
  return code === 'CA' ? RATES_CENTS.CA : RATES_CENTS.other;
}
