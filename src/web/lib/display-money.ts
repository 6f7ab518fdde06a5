import { useSyncExternalStore } from 'react';
import { centsToUnits } from '#core/money/cents.ts';
import {
  type DisplayMoney,
  formatUsdIn,
  type MoneyFormatOptions,
  USD_DISPLAY,
} from '#core/money/format-money.ts';

// The user's display currency and rate (set by the currency feature from GET /api/currency).
// Market prices arrive in US dollars; these helpers show them in that currency. Amounts the shop
// charges stay in their own currency (formatMinorUnits with the shop's currency).
let display: DisplayMoney = USD_DISPLAY;
const listeners = new Set<() => void>();

export function setDisplayMoney(next: DisplayMoney): void {
  if (next.currency === display.currency && next.unitsPerUsd === display.unitsPerUsd) {
    return;
  }
  display = next;
  for (const listener of listeners) {
    listener();
  }
}

export const getDisplayMoney = (): DisplayMoney => display;

/** The display currency, re-rendering when it changes. */
export function useDisplayMoney(): DisplayMoney {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getDisplayMoney,
    getDisplayMoney,
  );
}

/** A US-dollar market price in the display currency: 10 -> "€9.20" for EUR at 0.92. */
export function formatPrice(
  usdDollars: number | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  return formatUsdIn(usdDollars, display, options);
}

/** The same for US cents. */
export function formatPriceCents(
  usdCents: number | null | undefined,
  options: MoneyFormatOptions = {},
): string {
  return formatPrice(centsToUnits(usdCents), options);
}
