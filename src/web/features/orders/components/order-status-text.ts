import type { Order } from '#core/shop/order.schema.ts';

/** What each order status reads as on the order pages. */
export const ORDER_STATUS_TEXT: Record<Order['status'], string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  shipped: 'Shipped',
  refunded: 'Refunded',
  needs_refund: 'Refund pending',
};
