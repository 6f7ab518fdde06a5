import { loadExchangeRates } from '../rates/load-exchange-rates.ts';
import type { PriceSource } from './price-source.ts';
import { type PriceSourceDeps, type RunSummary, runPriceSource } from './run-price-source.ts';

export type DailyPriceOptions = {
  sources: readonly PriceSource[];
  /** Where the day's exchange rates come from; rates are not reloaded when omitted. */
  rates?: { EXCHANGE_RATES_URL?: string; EXCHANGE_RATES_FILE: string };
  retryDelayMs?: number;
};

/**
 * The price step of the daily job: load the day's exchange rates, then run every configured
 * source for `day`, one after another. A failing source is recorded and the next one runs.
 */
export async function runDailyPriceSources(
  deps: PriceSourceDeps,
  options: DailyPriceOptions,
  day: string,
): Promise<RunSummary[]> {
  if (options.rates) {
    try {
      const loaded = await loadExchangeRates(deps.pool, options.rates);
      deps.log.info(loaded, 'exchange rates loaded');
    } catch (error) {
      // Sources quoting in another currency then use the newest stored rate, or fail clearly.
      deps.log.warn({ err: (error as Error).message }, 'exchange rates could not be loaded');
    }
  }
  const summaries: RunSummary[] = [];
  for (const source of options.sources) {
    summaries.push(await runPriceSource(deps, source, { day, retryDelayMs: options.retryDelayMs }));
  }
  return summaries;
}
