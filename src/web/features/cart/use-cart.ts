import { useSyncExternalStore } from 'react';
import type { CartState } from '#core/cart/cart.schema.ts';
import { cartStore } from './cart-store.ts';

export function useCart(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getState, cartStore.getState);
}

export { cartStore };
