import { useSyncExternalStore } from 'react';

/**
 * "X added to your cart", shown inside the cart drawer that the add opens: a toast there would
 * cover the drawer's title and close button (decision 070).
 */
let notice: string | null = null;
const listeners = new Set<() => void>();

function setNotice(next: string | null) {
  notice = next;
  for (const listener of listeners) {
    listener();
  }
}

export function announceAddedToCart(productName: string) {
  setNotice(`${productName} added to your cart`);
}

export function clearAddedNotice() {
  if (notice !== null) {
    setNotice(null);
  }
}

export function useAddedNotice(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => notice,
    () => notice,
  );
}
