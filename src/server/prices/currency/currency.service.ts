import type pg from 'pg';
import type { CurrencyPreference, DisplayCurrency } from '#core/money/currency.ts';
import { findRatesOn } from '../rates/exchange-rates.repository.ts';
import { findUserCurrency, saveUserCurrency } from './currency.repository.ts';

export type CurrencyDeps = { pool: pg.Pool };

/**
 * The currency a visitor sees prices in, with the newest rate: the user's choice, USD when
 * signed out. A currency without a stored rate falls back to USD rather than showing wrong sums.
 */
export async function getCurrencyPreference(
  deps: CurrencyDeps,
  userId: number | null,
): Promise<CurrencyPreference> {
  const [chosen, rates] = await Promise.all([
    userId === null ? Promise.resolve<DisplayCurrency>('USD') : findUserCurrency(deps.pool, userId),
    findRatesOn(deps.pool),
  ]);
  const rate = rates.units_per_usd[chosen];
  const currency = rate === undefined ? 'USD' : chosen;
  return { currency, units_per_usd: rate ?? 1, rate_date: rates.date, rates };
}

export async function setCurrencyPreference(
  deps: CurrencyDeps,
  userId: number,
  currency: DisplayCurrency,
): Promise<CurrencyPreference> {
  await saveUserCurrency(deps.pool, userId, currency);
  return getCurrencyPreference(deps, userId);
}
