import type { CartItem } from './cart.schema.ts';

/** Spec section 6: tier 0 is free; any other tier pays the member price. */
export function isMember(tier: number | null | undefined): boolean {
  return typeof tier === 'number' && tier !== 0;
}

/** The unit price in cents this buyer pays. */
export function getUnitPrice(
  item: Pick<CartItem, 'price' | 'member_price'>,
  tier: number | null | undefined,
): number {
  if (isMember(tier) && item.member_price !== null && item.member_price < item.price) {
    return item.member_price;
  }
  return item.price;
}

export type CartTotals = {
  /** At regular prices. */
  subtotal: number;
  /** Subtracted for members; 0 otherwise. */
  memberDiscount: number;
  total: number;
  showMemberDiscount: boolean;
};

export function getCartTotals(
  items: Pick<CartItem, 'price' | 'member_price' | 'quantity'>[],
  tier: number | null | undefined,
): CartTotals {
  let subtotal = 0;
  let total = 0;
  for (const item of items) {
    subtotal += item.price * item.quantity;
    total += getUnitPrice(item, tier) * item.quantity;
  }
  return {
    subtotal,
    memberDiscount: subtotal - total,
    total,
    showMemberDiscount: isMember(tier),
  };
}
