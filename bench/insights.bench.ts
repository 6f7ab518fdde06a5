// Insights budget: every /api/insights endpoint on the full catalog (44.7k products) with a
// year of simulated prices for the 5,000 newest products and 2 days for all others; server
// time per request (app.inject, in process) as p50 / p95, plus the precompute job's time.
// npm run bench:insights [-- <catalog dir>] (DATABASE_URL=... to use a running PostgreSQL).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { createRandom } from '#core/prices/seeded-random.ts';
import type { App } from '#server/app.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { computeInsights } from '#server/insights/insights-compute.service.ts';
import { refreshLatestPrices } from '#server/prices/latest-prices.ts';
import { simulatePrices } from '#server/prices/simulate/simulate-prices.ts';
import { createShopUser } from '#server/test/shop-users.ts';
import { hasChromium, launchBrowser } from '../e2e/support/browser.ts';
import { catalogDirFromArgv } from './catalog-files.ts';
import { withBenchApp } from './support/bench-app.ts';
import { coldPage } from './support/browser-bench.ts';
import { loadAverage, percentile } from './support/stats.ts';

const PRODUCTS_WITH_HISTORY = 5_000;
const HISTORY_DAYS = 366;
const RUNS = 60;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function seed(pool: pg.Pool, dir: string) {
  await timed('catalog import', () => importCatalog(pool, dir));
  const history = await timed(`${HISTORY_DAYS} days for ${PRODUCTS_WITH_HISTORY} products`, () =>
    simulatePrices(pool, {
      days: HISTORY_DAYS,
      products: { kind: 'newest', limit: PRODUCTS_WITH_HISTORY },
      skipRefresh: true,
    }),
  );
  const recent = await timed('2 days for every product', () =>
    simulatePrices(pool, { days: HISTORY_DAYS, writeLastDays: 2, skipRefresh: true }),
  );
  console.log(`price rows: ${history.rows + recent.rows}`);
  await pool.query('VACUUM (ANALYZE) price_points');
  await timed('refresh latest prices', () => refreshLatestPrices(pool));
}

const PAGES: [string, string][] = [
  ['/market-insights', 'Top gainers'],
  ['/series-performance-overview', 'Set performance'],
  ['/grading-insights', 'Highest grading premium'],
];

/** Cold navigation to each page until its main table shows, in Chromium (needs vite build). */
async function timePages(app: App) {
  if (!hasChromium) {
    console.log('pages: skipped, no Chromium');
    return;
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchBrowser();
  console.log('\npage interactive (navigation until the main table shows), 5 cold runs (ms):');
  try {
    for (const [path, table] of PAGES) {
      const times: number[] = [];
      for (let run = 0; run < 6; run += 1) {
        const page = await coldPage(browser);
        const started = performance.now();
        await page.goto(`${address}${path}`);
        await page.getByRole('table', { name: table, exact: true }).waitFor();
        if (run > 0) {
          times.push(performance.now() - started);
        }
        await page.context().close();
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${path.padEnd(32)} p50 ${percentile(times, 50).toFixed(0).padStart(6)}  max ${(times.at(-1) ?? 0).toFixed(0).padStart(6)}`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function main() {
  const dir = catalogDirFromArgv();
  const prepare = async (pool: pg.Pool, database: { kind: string }) => {
    console.log(
      `database: ${database.kind}; load (1/5/15 min) before: ${loadAverage()}; ${os.cpus().length} cores`,
    );
    await seed(pool, dir);
    const job = await timed('insights job (computeInsights)', () => computeInsights({ pool }));
    console.log(`insights: ${JSON.stringify(job)}`);
    await pool.query('VACUUM (ANALYZE)');
  };
  await withBenchApp({ config: { PAYMENT_PROVIDER: 'test' }, prepare }, async ({ app, pool }) => {
    const user = await createShopUser(app);
    await pool.query(
      `INSERT INTO user_products (user_id, product_id, product_type)
       SELECT $1, product_id, 'card' FROM insights_product_stats
       WHERE product_type = 'card' ORDER BY product_id LIMIT 200`,
      [user.id],
    );
    const { rows } = await pool.query<{ product_id: string; set_id: string; series_id: string }>(
      `SELECT product_id, set_id, series_id FROM insights_product_stats
       WHERE product_type = 'card' AND cents_30d IS NOT NULL ORDER BY product_id`,
    );
    const random = createRandom(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const languages = ['', 'english', 'japanese', 'chinese'];
    const lang = () => {
      const language = pick(languages);
      return language ? `language=${language}` : '';
    };
    const endpoints: [string, () => string][] = [
      // The noise floor: a request that does next to nothing, on the same loaded machine.
      ['baseline: GET /api/health', () => '/api/health'],
      [
        'movers',
        () =>
          `/api/insights/movers?period=${pick(['1d', '7d', '30d'])}&by=${pick(['amount', 'percent'])}&${lang()}`,
      ],
      [
        'movers (series + type)',
        () => `/api/insights/movers?series=${pick(rows).series_id}&productType=card&period=30d`,
      ],
      ['most-valuable', () => `/api/insights/most-valuable?${lang()}`],
      ['market-index', () => `/api/insights/market-index?${lang()}`],
      ['top-cards', () => `/api/insights/top-cards?${lang()}`],
      ['top-cards (series)', () => `/api/insights/top-cards?series=${pick(rows).series_id}`],
      ['series-performance', () => `/api/insights/series-performance?${lang()}`],
      ['value-history (set)', () => `/api/insights/value-history?set=${pick(rows).set_id}`],
      ['value-history (language)', () => `/api/insights/value-history?language=english`],
      ['roi-sets', () => '/api/insights/roi-sets?language=english'],
      ['grading/ladder', () => `/api/insights/grading/ladder/${pick(rows).product_id}`],
      [
        'grading/premiums',
        () => `/api/insights/grading/premiums?by=${pick(['amount', 'multiplier'])}&${lang()}`,
      ],
      ['grading/candidates (200 items)', () => '/api/insights/grading/candidates'],
    ];
    console.log(`\nserver time per request, ${RUNS} runs each after 5 warm-up runs (ms):`);
    for (const [label, url] of endpoints) {
      const times: number[] = [];
      for (let run = 0; run < RUNS + 5; run += 1) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url: url(), headers: user.headers });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) {
          throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        if (run >= 5) {
          times.push(ms);
        }
      }
      times.sort((a, b) => a - b);
      console.log(
        `  ${label.padEnd(32)} p50 ${percentile(times, 50).toFixed(1).padStart(6)}  p95 ${percentile(times, 95).toFixed(1).padStart(6)}`,
      );
    }
    await timePages(app);
    console.log(`\nload (1/5/15 min) after: ${loadAverage()}`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
