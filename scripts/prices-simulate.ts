// Writes simulated demo prices (source 'simulated'):
//   npm run prices:simulate -- [--seed N] [--days 400] [--products all|demo|<N newest>] [--end YYYY-MM-DD]
// The same seed, catalog, days and end date write the same prices (a rerun changes nothing).
// Uses DATABASE_URL, else the app's embedded PostgreSQL (stop the app first: one data folder).
import { parseArgs } from 'node:util';
import { isCalendarDate } from '#core/prices/price-dates.ts';
import { computeInsights } from '#server/insights/insights-compute.service.ts';
import { readDemoProductIds } from '#server/prices/simulate/demo-product-ids.ts';
import {
  DEFAULT_SIMULATION_DAYS,
  DEFAULT_SIMULATION_SEED,
  simulatePrices,
} from '#server/prices/simulate/simulate-prices.ts';
import type { ProductSelection } from '#server/prices/simulate/simulated-products.repository.ts';
import { runScript, withAppDb } from './lib/run-script.ts';

const USAGE =
  'usage: npm run prices:simulate -- [--seed N] [--days 1-3650] [--products all|demo|<N>] [--end YYYY-MM-DD]';

const isWholeNumber = (text: string) => /^\d+$/.test(text);

async function toSelection(products: string): Promise<ProductSelection | undefined> {
  if (products === 'all') {
    return { kind: 'all' };
  }
  if (products === 'demo') {
    return { kind: 'ids', ids: await readDemoProductIds() };
  }
  return isWholeNumber(products) && Number(products) > 0
    ? { kind: 'newest', limit: Number(products) }
    : undefined;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: String(DEFAULT_SIMULATION_SEED) },
      days: { type: 'string', default: String(DEFAULT_SIMULATION_DAYS) },
      products: { type: 'string', default: 'all' },
      end: { type: 'string' },
    },
  });
  const selection = await toSelection(values.products);
  const days = Number(values.days);
  const badDays = !isWholeNumber(values.days) || days < 1 || days > 3650;
  if (!selection || !isWholeNumber(values.seed) || badDays) {
    console.error(USAGE);
    return 2;
  }
  if (values.end !== undefined && !isCalendarDate(values.end)) {
    console.error(`--end "${values.end}" is not a date (YYYY-MM-DD)\n${USAGE}`);
    return 2;
  }
  return withAppDb(async ({ pool }) => {
    const summary = await simulatePrices(pool, {
      seed: Number(values.seed),
      days,
      endDate: values.end,
      products: selection,
    });
    console.log(
      [
        `simulated ${summary.products} products, ${days} days ending ${summary.endDate} (seed ${values.seed})`,
        `rows ${summary.rows}: new ${summary.inserted}, changed ${summary.updated}, unchanged ${summary.unchanged}`,
        `latest prices refreshed for ${summary.latestPricesRefreshed} product printings`,
        `insights computed for ${(await computeInsights({ pool })).products} products`,
        `${(summary.ms / 1000).toFixed(2)} s`,
      ].join('\n'),
    );
    return 0;
  });
}

runScript(main, { failed: 'price simulation failed' });
