import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#core/cart/cart.schema.ts';
import {
  CART_REHYDRATE_TIMEOUT_MS,
  CART_STORAGE_KEY,
  createCartStore,
  readSavedCart,
} from './cart-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    data,
  };
}

const item: CartItem = {
  id: 3,
  name: 'Booster Pack',
  price: 499,
  member_price: 449,
  quantity: 2,
  stock: 50,
  categoryId: 1,
  images: { imageUrl: null, mainImage: null },
};

describe('cart store', () => {
  it('persists the cart (never the open drawer) and rehydrates it', async () => {
    const storage = memoryStorage();
    const store = createCartStore(storage);
    await store.rehydrate();
    store.add(item);
    store.open();
    const saved = JSON.parse(storage.data.get(CART_STORAGE_KEY) ?? '{}');
    expect(saved).toMatchObject({ totalQuantity: 2, cartOpen: false });

    const again = createCartStore(storage);
    await again.rehydrate();
    expect(again.getState().items['3']?.quantity).toBe(2);
    expect(again.getState().cartOpen).toBe(false);
    expect(again.isHydrated()).toBe(true);
  });

  it('starts empty from corrupt or foreign data', async () => {
    const corrupt = await readSavedCart(memoryStorage({ [CART_STORAGE_KEY]: '{nope' }));
    expect(corrupt.totalQuantity).toBe(0);
    const foreign = await readSavedCart(memoryStorage({ [CART_STORAGE_KEY]: '{"items":5}' }));
    expect(foreign.items).toEqual({});
    expect((await readSavedCart(undefined)).items).toEqual({});
  });

  it('gives up rehydrating after 5000 ms', async () => {
    vi.useFakeTimers();
    try {
      const slow = {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {},
      };
      const store = createCartStore(slow);
      const done = store.rehydrate();
      await vi.advanceTimersByTimeAsync(CART_REHYDRATE_TIMEOUT_MS);
      await done;
      expect(CART_REHYDRATE_TIMEOUT_MS).toBe(5000);
      expect(store.isHydrated()).toBe(true);
      expect(store.getState().items).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });

  it('notifies subscribers of every change', async () => {
    const store = createCartStore(memoryStorage());
    const listener = vi.fn();
    store.subscribe(listener);
    store.add(item);
    store.update(3, 'abc');
    store.remove(3);
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.getState().totalQuantity).toBe(0);
  });
});
