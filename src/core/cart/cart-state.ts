import type { CartItem, CartState } from './cart.schema.ts';
import { getQuantityLimit } from './cart-limits.ts';
import { normalizeQuantity } from './cart-quantity.ts';
import { EMPTY_CART } from './empty-cart.ts';

function sumQuantities(items: CartState['items']): number {
  return Object.values(items).reduce((sum, item) => sum + item.quantity, 0);
}

function withItems(state: CartState, items: CartState['items']): CartState {
  return { ...state, items, totalQuantity: sumQuantities(items) };
}

function clampFor(item: Pick<CartItem, 'id' | 'stock'>, raw: unknown): number {
  return normalizeQuantity(raw, getQuantityLimit(item.id, item.stock));
}

/** Adds an item; the same id merges quantities (capped by the quantity rules). */
export function addCartItem(state: CartState, item: CartItem): CartState {
  const key = String(item.id);
  const existing = state.items[key];
  const merged = existing
    ? { ...existing, ...item, quantity: existing.quantity + item.quantity }
    : item;
  const next = { ...merged, quantity: clampFor(merged, merged.quantity) };
  return withItems(state, { ...state.items, [key]: next });
}

/** Sets one line's quantity (normalised) and adjusts the total; unknown ids change nothing. */
export function updateCartItemQuantity(state: CartState, id: number, quantity: unknown): CartState {
  const key = String(id);
  const existing = state.items[key];
  if (!existing) {
    return state;
  }
  const next = { ...existing, quantity: clampFor(existing, quantity) };
  return withItems(state, { ...state.items, [key]: next });
}

/** Refreshes stock (and price fields) of lines from fresh product data, keeping quantities. */
export function refreshCartItem(
  state: CartState,
  id: number,
  fresh: Partial<Omit<CartItem, 'id' | 'quantity'>>,
): CartState {
  const key = String(id);
  const existing = state.items[key];
  if (!existing) {
    return state;
  }
  return withItems(state, { ...state.items, [key]: { ...existing, ...fresh } });
}

/** Removes a line; the total drops by its quantity. */
export function removeCartItem(state: CartState, id: number): CartState {
  const key = String(id);
  if (!state.items[key]) {
    return state;
  }
  const { [key]: _removed, ...rest } = state.items;
  return withItems(state, rest);
}

/** Empties the cart (the drawer flag is kept). */
export function clearCart(state: CartState): CartState {
  return { ...EMPTY_CART, cartOpen: state.cartOpen };
}

export function setCartOpen(state: CartState, open: boolean): CartState {
  return state.cartOpen === open ? state : { ...state, cartOpen: open };
}

export function toggleCart(state: CartState): CartState {
  return { ...state, cartOpen: !state.cartOpen };
}

export function listCartItems(state: CartState): CartItem[] {
  return Object.values(state.items);
}
