import type { PriceAlert } from '#core/price-alerts/price-alert.schema.ts';

const dollars = (cents: number | null) => `$${((cents ?? 0) / 100).toFixed(2)}`;
const within = (days: number | null) => (days === 1 ? 'in a day' : `in ${days} days`);

/** One line for the alert list: what it watches and when it fires. */
export function describeAlert(alert: PriceAlert): string {
  const name = alert.productName ?? alert.productId ?? '';
  switch (alert.kind) {
    case 'product_above':
      return `${name} goes above ${dollars(alert.thresholdCents)}`;
    case 'product_below':
      return `${name} goes below ${dollars(alert.thresholdCents)}`;
    case 'product_move':
      return `${name} moves ${alert.thresholdPercent}% ${within(alert.windowDays)}`;
    case 'collection_move':
      return `My collection's value moves ${alert.thresholdPercent}% ${within(alert.windowDays)}`;
    default:
      return `Any wishlist item drops ${alert.thresholdPercent}% ${within(alert.windowDays)}`;
  }
}
