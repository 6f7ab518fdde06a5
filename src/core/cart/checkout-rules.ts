import type { CartItem } from './cart.schema.ts';

/** Spec section 9: at most 10 items per order; category 2 is not counted. */
export const MAX_ITEMS_PER_ORDER = 10;
export const UNCOUNTED_CATEGORY_ID = 2;

export const STOCK_ERRORS_MESSAGE =
  'Some items in your cart cannot be purchased. Please resolve the issues to proceed to checkout.';
export const TOO_MANY_ITEMS_MESSAGE =
  'You can only have up to 10 items per order. Please remove some items to proceed.';
export const CHECKOUT_BLOCKED_TITLE = 'Please resolve errors to proceed';

/** Items that count towards the per-order maximum (quantities, category 2 excluded). */
export function countLimitedItems(items: Pick<CartItem, 'quantity' | 'categoryId'>[]): number {
  return items
    .filter((item) => item.categoryId !== UNCOUNTED_CATEGORY_ID)
    .reduce((sum, item) => sum + item.quantity, 0);
}

export type CheckoutBlock = {
  disabled: boolean;
  /** The texts to show, stock problems first. */
  messages: string[];
  /** The checkout button's title while disabled. */
  title: string | undefined;
};

/** Spec section 5: checkout is disabled while any stock error exists or over 10 items. */
export function getCheckoutBlock(
  items: Pick<CartItem, 'quantity' | 'categoryId'>[],
  stockErrors: Record<string, string | undefined>,
): CheckoutBlock {
  const messages: string[] = [];
  if (Object.values(stockErrors).some((text) => typeof text === 'string' && text !== '')) {
    messages.push(STOCK_ERRORS_MESSAGE);
  }
  if (countLimitedItems(items) > MAX_ITEMS_PER_ORDER) {
    messages.push(TOO_MANY_ITEMS_MESSAGE);
  }
  const disabled = messages.length > 0 || items.length === 0;
  return { disabled, messages, title: messages.length > 0 ? CHECKOUT_BLOCKED_TITLE : undefined };
}
