import type { Order } from '#core/shop/order.schema.ts';

export type ReturnOutcome = 'paid' | 'pending' | 'failed' | 'cancelled';

/** Maps an order status onto the four outcomes /return shows. */
export function outcomeOf(status: Order['status']): ReturnOutcome {
  if (status === 'paid' || status === 'shipped') {
    return 'paid';
  }
  if (status === 'pending') {
    return 'pending';
  }
  if (status === 'cancelled' || status === 'expired') {
    return 'cancelled';
  }
  return 'failed';
}
