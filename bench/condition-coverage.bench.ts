// The share of the catalog with a condition-aware price after a stand-in run (issue 35):
//   npm run bench:condition-coverage -- [--catalog /work/shared/catalog]
// Imports the catalog into a fresh database, starts the local price API stand-in and gives every
// marketplace id the catalog really has a price: TCGplayer a market price per printing with SKUs
// in all five conditions (Heavily Played and Damaged unpriced for every other id, as thin
// markets are), Cardmarket a trend and a "Low Price Ex+". Runs both adapters for today, refreshes
// the latest prices and prints the share of products (and of cards) whose shown price has
// condition prices, per condition and per language. Products without a marketplace id (or a set
// to match their number in) get no price here: that is the share a real run can reach.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { refreshLatestPrices } from '#server/prices/latest-prices.ts';
import { saveExchangeRates } from '#server/prices/rates/exchange-rates.repository.ts';
import { createCardmarketSource } from '#server/prices/sources/cardmarket.source.ts';
import { findCatalogProductRefs } from '#server/prices/sources/price-sources.repository.ts';
import { runPriceSource } from '#server/prices/sources/run-price-source.ts';
import {
  emptyStandInData,
  type StandInSku,
  startPriceApiStandIn,
} from '#server/prices/sources/stand-in/price-api-stand-in.ts';
import { createTcgplayerSource } from '#server/prices/sources/tcgplayer.source.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';

const { values } = parseArgs({
  options: { catalog: { type: 'string', default: '/work/shared/catalog' } },
});
const DAY = new Date().toISOString().slice(0, 10);
const CONDITIONS: StandInSku['condition'][] = [
  'Near Mint',
  'Lightly Played',
  'Moderately Played',
  'Heavily Played',
  'Damaged',
];

const percent = (part: number, whole: number) =>
  whole === 0 ? '0.0 %' : `${((100 * part) / whole).toFixed(1)} %`;

async function main(): Promise<void> {
  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const api = await startPriceApiStandIn(emptyStandInData());
  try {
    await importCatalog(pool, values.catalog);
    await saveExchangeRates(pool, [
      { date: DAY, currency: 'EUR', unitsPerUsd: 0.92, source: 'bench' },
    ]);
    const products = await findCatalogProductRefs(pool);
    let skuId = 1;
    for (const product of products) {
      const ids = [
        product.tcgplayerProductId,
        ...product.variantIds.map((v) => v.tcgplayerProductId),
      ];
      for (const id of ids) {
        if (!id || api.data.tcgplayer.prices.has(id)) {
          continue;
        }
        const dollars = 0.1 + (id % 5_000) / 100;
        const printings = id % 3 === 0 ? ['Normal', 'Reverse Holofoil'] : ['Normal'];
        api.data.tcgplayer.prices.set(
          id,
          printings.map((subTypeName) => ({ subTypeName, marketPrice: dollars })),
        );
        api.data.tcgplayer.skus.set(
          id,
          printings.flatMap((printing) =>
            CONDITIONS.map((condition, rank) => ({
              skuId: skuId++,
              printing,
              condition,
              marketPrice: rank >= 3 && id % 2 === 0 ? null : dollars * (1 - rank * 0.15),
            })),
          ),
        );
      }
      // Number matching lists an expansion's singles; these sets list none.
      if (product.setCardmarketId && !api.data.cardmarket.expansions.has(product.setCardmarketId)) {
        api.data.cardmarket.expansions.set(product.setCardmarketId, []);
      }
      const cmIds = [product.cardmarketId, ...product.variantIds.map((v) => v.cardmarketId)];
      for (const id of cmIds) {
        if (id) {
          const euros = 0.05 + (id % 4_000) / 100;
          api.data.cardmarket.guide.set(id, {
            trend: euros,
            foilTrend: euros * 2,
            lowEx: euros * 0.9,
          });
        }
      }
    }
    const log = { info: () => {}, warn: console.warn };
    const sources = [
      createTcgplayerSource({ ...api.tcgplayer }),
      createCardmarketSource({ ...api.cardmarket }),
    ];
    for (const source of sources) {
      const t0 = performance.now();
      const summary = await runPriceSource({ pool, log }, source, { day: DAY, products });
      console.log(
        `${source.name}: ${summary.status}, ${summary.priced} of ${products.length} products priced in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
    }
    await refreshLatestPrices(pool);
    // The price each product shows: its catalog printing's latest row ('normal' first).
    const { rows } = await pool.query<{
      language: string;
      product_type: string;
      products: number;
      priced: number;
      aware: number;
      nm: number;
      lp: number;
      mp: number;
      hp: number;
      dmg: number;
    }>(
      `SELECT p.language, p.product_type, count(*)::int AS products,
         count(lp.product_id)::int AS priced,
         count(lp.condition_cents)::int AS aware,
         ${['NM', 'LP', 'MP', 'HP', 'DMG']
           .map(
             (c) =>
               `count(*) FILTER (WHERE lp.condition_cents ? '${c}')::int AS ${c.toLowerCase()}`,
           )
           .join(', ')}
       FROM catalog_products p
       LEFT JOIN LATERAL (
         SELECT * FROM product_latest_prices lp WHERE lp.product_id = p.id
         ORDER BY (lp.variant <> 'normal'), lp.variant LIMIT 1
       ) lp ON true
       GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const sum = (key: keyof (typeof rows)[number], filter = (_: (typeof rows)[number]) => true) =>
      rows.filter(filter).reduce((total, row) => total + Number(row[key]), 0);
    const total = sum('products');
    const cards = (row: (typeof rows)[number]) => row.product_type === 'card';
    console.log(
      `CONDITION-AWARE: ${sum('aware')} of ${total} catalog products (${percent(sum('aware'), total)}); ` +
        `cards ${sum('aware', cards)} of ${sum('products', cards)} (${percent(sum('aware', cards), sum('products', cards))}); ` +
        `priced at all ${sum('priced')} (${percent(sum('priced'), total)})`,
    );
    console.log(
      `per condition (of all products): ${(['nm', 'lp', 'mp', 'hp', 'dmg'] as const)
        .map((key) => `${key.toUpperCase()} ${percent(sum(key), total)}`)
        .join(', ')}`,
    );
    for (const row of rows) {
      console.log(
        `  ${row.language.padEnd(9)} ${row.product_type.padEnd(6)} ${String(row.products).padStart(6)} products, ` +
          `priced ${percent(row.priced, row.products)}, condition-aware ${percent(row.aware, row.products)}`,
      );
    }
  } finally {
    await api.close();
    await pool.end();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
