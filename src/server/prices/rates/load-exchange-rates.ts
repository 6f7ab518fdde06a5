import { readFile } from 'node:fs/promises';
import type pg from 'pg';
import { z } from 'zod';
import { trimTrailingSlashes } from '#core/http/trim-trailing-slashes.ts';
import { DISPLAY_CURRENCIES } from '#core/money/currency.ts';
import type { ServerDeps } from '../../deps.ts';
import {
  createSourceHttp,
  loggableUrl,
  readJson,
  type SourceHttpOptions,
} from '../sources/source-http.ts';
import { type RateRow, saveExchangeRates } from './exchange-rates.repository.ts';

const OTHER_CURRENCIES = DISPLAY_CURRENCIES.filter((currency) => currency !== 'USD');
const rateMap = z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive());

/** The shipped / operator's rates file: units of each currency per US dollar on `date`. */
const ratesFileSchema = z.object({
  date: z.iso.date(),
  source: z.string().default('rates file'),
  units_per_usd: rateMap,
});

/** A Frankfurter (ECB reference rates) answer for base USD. */
const frankfurterSchema = z.object({ base: z.literal('USD'), date: z.iso.date(), rates: rateMap });

function toRows(date: string, source: string, rates: Record<string, number>): RateRow[] {
  return Object.entries(rates)
    .filter(([currency]) => currency !== 'USD')
    .map(([currency, unitsPerUsd]) => ({ date, currency, unitsPerUsd, source }));
}

export async function readRatesFile(file: string): Promise<RateRow[]> {
  const parsed = ratesFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return toRows(parsed.data.date, parsed.data.source, parsed.data.units_per_usd);
}

export async function fetchRates(
  url: string,
  http: Omit<SourceHttpOptions, 'source'> = {},
): Promise<RateRow[]> {
  const request = createSourceHttp({ ...http, source: 'exchange-rates' });
  const query = new URLSearchParams({ base: 'USD', symbols: OTHER_CURRENCIES.join(',') });
  const response = await request(`${trimTrailingSlashes(url)}/latest?${query}`);
  const parsed = frankfurterSchema.safeParse(await readJson('exchange-rates', response));
  if (!parsed.success) {
    throw new Error(`exchange-rates: unexpected answer from ${new URL(url).origin}`);
  }
  return toRows(parsed.data.date, new URL(url).host, parsed.data.rates);
}

/**
 * Loads the day's rates into exchange_rates: from EXCHANGE_RATES_URL when set, else from the
 * rates file. Returns how many rates changed.
 */
export async function loadExchangeRates(
  pool: pg.Pool,
  config: { EXCHANGE_RATES_URL?: string; EXCHANGE_RATES_FILE: string },
  http: Omit<SourceHttpOptions, 'source'> = {},
): Promise<{ source: string; rates: number; changed: number }> {
  const rows = config.EXCHANGE_RATES_URL
    ? await fetchRates(config.EXCHANGE_RATES_URL, http)
    : await readRatesFile(config.EXCHANGE_RATES_FILE);
  return {
    source: config.EXCHANGE_RATES_URL
      ? loggableUrl(config.EXCHANGE_RATES_URL)
      : config.EXCHANGE_RATES_FILE,
    rates: rows.length,
    changed: await saveExchangeRates(pool, rows),
  };
}

/** At start, when no rates are stored yet: load them so prices convert from the first day. */
export async function seedExchangeRatesOnStart(
  deps: Pick<ServerDeps, 'pool' | 'log' | 'config'>,
): Promise<void> {
  const { rows } = await deps.pool.query('SELECT EXISTS (SELECT 1 FROM exchange_rates) AS found');
  if (rows[0]?.found) {
    return;
  }
  try {
    deps.log.info(await loadExchangeRates(deps.pool, deps.config), 'exchange rates loaded');
  } catch (error) {
    deps.log.warn({ err: (error as Error).message }, 'exchange rates could not be loaded');
  }
}
