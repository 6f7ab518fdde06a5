import type { CartState } from './cart.schema.ts';

// Kept apart from cart.schema.ts so the browser's start-up code needs no zod.
export const EMPTY_CART: CartState = Object.freeze({
  items: {},
  totalQuantity: 0,
  cartOpen: false,
}) as CartState;
