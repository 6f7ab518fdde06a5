import { getQuantityLimit } from './cart-limits.ts';

/**
 * Spec section 5: a non-numeric value or one below 1 becomes 1; above the limit it is capped.
 * With a limit of 0 (out of stock, no override) the quantity stays 1: the stock check then
 * reports the line, and checkout stays disabled.
 */
export function normalizeQuantity(raw: unknown, limit: number): number {
  const parsed = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  let quantity = Number.isFinite(parsed) ? Math.floor(parsed) : 1;
  if (quantity < 1) {
    quantity = 1;
  }
  const cap = Math.max(1, Math.floor(limit));
  if (quantity > cap) {
    quantity = cap;
  }
  return quantity;
}

export type QuantityControls = {
  limit: number;
  canDecrease: boolean;
  canIncrease: boolean;
};

/** Decrease is disabled at 1 or zero stock; increase at the limit or zero stock. */
export function getQuantityControls(item: {
  id: number;
  quantity: number;
  stock: number;
}): QuantityControls {
  const limit = getQuantityLimit(item.id, item.stock);
  const outOfStock = item.stock <= 0;
  return {
    limit,
    canDecrease: !outOfStock && item.quantity > 1,
    canIncrease: !outOfStock && item.quantity < limit,
  };
}
