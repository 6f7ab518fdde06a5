import { useSyncExternalStore } from 'react';

// In memory only: spec section 3 persists nothing but the cart.
let selectedBinderId: number | null = null;
const listeners = new Set<() => void>();

export function getSelectedBinderId(): number | null {
  return selectedBinderId;
}

export function setSelectedBinderId(id: number | null): void {
  if (id === selectedBinderId) {
    return;
  }
  selectedBinderId = id;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The binder the collection screens show (null: the whole collection). */
export function useSelectedBinder(): [number | null, (id: number | null) => void] {
  const id = useSyncExternalStore(subscribe, getSelectedBinderId, getSelectedBinderId);
  return [id, setSelectedBinderId];
}
