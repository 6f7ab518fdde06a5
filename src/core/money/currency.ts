import { z } from 'zod';

/** The currencies a user can see prices in (chosen on /profile). */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'JPY', 'GBP'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

export const displayCurrencySchema = z.enum(DISPLAY_CURRENCIES, {
  error: () => `currency must be one of ${DISPLAY_CURRENCIES.join(', ')}`,
});

/** A 3-letter ISO 4217 code as price sources send it ('eur' is read as 'EUR'). */
export const currencyCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'a currency is a 3-letter code such as USD or EUR')
  .transform((code) => code.toUpperCase());

/** Units of each currency per US dollar on one day; USD is always 1. */
export const exchangeRatesSchema = z.object({
  date: z.string().nullable(),
  source: z.string().nullable(),
  units_per_usd: z.record(z.string(), z.number().positive()),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

/** The signed-in user's display currency with the rate the pages convert US prices at. */
export const currencyPreferenceSchema = z.object({
  currency: z.enum(DISPLAY_CURRENCIES),
  units_per_usd: z.number().positive(),
  rate_date: z.string().nullable(),
  rates: exchangeRatesSchema,
});
export type CurrencyPreference = z.infer<typeof currencyPreferenceSchema>;

export const currencyPreferenceBodySchema = z.object({ currency: displayCurrencySchema });
