import type { CartItem, CartState } from '#core/cart/cart.schema.ts';
import {
  addCartItem,
  clearCart,
  refreshCartItem,
  removeCartItem,
  setCartOpen,
  toggleCart,
  updateCartItemQuantity,
} from '#core/cart/cart-state.ts';
import { EMPTY_CART } from '#core/cart/empty-cart.ts';

/** Only the cart is persisted, in localStorage (spec sections 3 and 9). */
export const CART_STORAGE_KEY = 'cardfolio:cart';
/** Spec section 9: persistence rehydrate timeout. */
export const CART_REHYDRATE_TIMEOUT_MS = 5000;

export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;

type Listener = () => void;

/** Reads the saved cart; anything unreadable or of the wrong shape is an empty cart. */
export async function readSavedCart(storage: CartStorage | undefined): Promise<CartState> {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    if (!raw) {
      return EMPTY_CART;
    }
    // The schema (and zod) load only when a saved cart exists, outside the initial JavaScript.
    const { cartStateSchema } = await import('#core/cart/cart.schema.ts');
    const parsed = cartStateSchema.safeParse(JSON.parse(raw));
    // The drawer always starts closed.
    return parsed.success ? { ...parsed.data, cartOpen: false } : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

/**
 * A small cart store: actions of spec section 4, subscribers for React, saved to storage on every
 * change. `rehydrate()` loads the saved cart, giving up after the timeout (empty cart then).
 */
export function createCartStore(storage: CartStorage | undefined) {
  let state: CartState = EMPTY_CART;
  let hydrated = false;
  const listeners = new Set<Listener>();

  function set(next: CartState) {
    if (next === state) {
      return;
    }
    state = next;
    try {
      storage?.setItem(CART_STORAGE_KEY, JSON.stringify({ ...state, cartOpen: false }));
    } catch {
      // Storage full or blocked: the cart still works for this page.
    }
    for (const listener of listeners) {
      listener();
    }
  }

  return {
    getState: () => state,
    isHydrated: () => hydrated,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async rehydrate(timeoutMs = CART_REHYDRATE_TIMEOUT_MS): Promise<void> {
      const saved = await Promise.race([
        readSavedCart(storage),
        new Promise<CartState>((resolve) => setTimeout(() => resolve(EMPTY_CART), timeoutMs)),
      ]);
      hydrated = true;
      // Anything added before rehydration finished wins over the saved copy.
      if (Object.keys(state.items).length === 0) {
        state = { ...saved, cartOpen: state.cartOpen };
      }
      for (const listener of listeners) {
        listener();
      }
    },
    add: (item: CartItem) => set(addCartItem(state, item)),
    update: (id: number, quantity: unknown) => set(updateCartItemQuantity(state, id, quantity)),
    refresh: (id: number, fresh: Partial<Omit<CartItem, 'id' | 'quantity'>>) =>
      set(refreshCartItem(state, id, fresh)),
    remove: (id: number) => set(removeCartItem(state, id)),
    clear: () => set(clearCart(state)),
    open: () => set(setCartOpen(state, true)),
    close: () => set(setCartOpen(state, false)),
    toggle: () => set(toggleCart(state)),
  };
}

export type CartStore = ReturnType<typeof createCartStore>;

function browserStorage(): CartStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export const cartStore = createCartStore(browserStorage());
void cartStore.rehydrate();
