// A day of prices for the whole catalog through the real TCGplayer adapter path:
//   npm run bench:price-import -- [--catalog /work/shared/catalog] [--runs 3]
// Imports the catalog into a fresh database (DATABASE_URL's server, else an embedded
// PostgreSQL), starts the local TCGplayer stand-in with a price for every product (Normal, plus
// Reverse Holofoil for every third), and times runPriceSource: token, 250-id pricing requests,
// conversion and the one-transaction write of the day. Run 1 inserts; later runs rewrite the same
// day with changed prices (updates). Target: at most 10 s for 45k products.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import type { CatalogProductRef } from '#server/prices/sources/price-source.ts';
import { findCatalogProductRefs } from '#server/prices/sources/price-sources.repository.ts';
import { runPriceSource } from '#server/prices/sources/run-price-source.ts';
import {
  emptyStandInData,
  startPriceApiStandIn,
} from '#server/prices/sources/stand-in/price-api-stand-in.ts';
import { createTcgplayerSource } from '#server/prices/sources/tcgplayer.source.ts';
import { createBenchDatabase } from './catalog-bench-database.ts';
import { loadAverage } from './support/stats.ts';

const { values } = parseArgs({
  options: {
    catalog: { type: 'string', default: '/work/shared/catalog' },
    runs: { type: 'string', default: '3' },
  },
});
const RUNS = Number(values.runs);
const DAY = new Date().toISOString().slice(0, 10);
const load = () => `load average: ${loadAverage(', ')}`;

/** Every product gets a TCGplayer id: its own, a printing's, or (for the rest) a synthetic one. */
function withIds(products: CatalogProductRef[]): CatalogProductRef[] {
  let next = 900_000_000;
  return products.map((product) =>
    product.tcgplayerProductId || product.variantIds.some((v) => v.tcgplayerProductId)
      ? product
      : { ...product, tcgplayerProductId: next++ },
  );
}

async function main(): Promise<void> {
  const database = await createBenchDatabase();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const api = await startPriceApiStandIn(emptyStandInData());
  try {
    console.log(`database: ${database.kind}; ${load()}`);
    const started = performance.now();
    await importCatalog(pool, values.catalog);
    const products = withIds(await findCatalogProductRefs(pool));
    console.log(
      `catalog: ${products.length} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const ids = new Set<number>();
    for (const product of products) {
      if (product.tcgplayerProductId) {
        ids.add(product.tcgplayerProductId);
      }
      for (const variant of product.variantIds) {
        if (variant.tcgplayerProductId) {
          ids.add(variant.tcgplayerProductId);
        }
      }
    }
    const source = createTcgplayerSource({ ...api.tcgplayer });
    const log = { info: () => {}, warn: console.warn };
    for (let run = 1; run <= RUNS; run++) {
      for (const id of ids) {
        const cents = 10 + ((id * 7919 + run * 31) % 50_000);
        api.data.tcgplayer.prices.set(id, [
          { subTypeName: 'Normal', marketPrice: cents / 100 },
          ...(id % 3 === 0
            ? [{ subTypeName: 'Reverse Holofoil', marketPrice: (cents * 2) / 100 }]
            : []),
        ]);
      }
      const before = load();
      const t0 = performance.now();
      const summary = await runPriceSource({ pool, log }, source, { day: DAY, products });
      const ms = performance.now() - t0;
      console.log(
        `run ${run}: ${summary.status}, ${summary.priced} products priced, ${summary.rowsWritten} rows written, ` +
          `${(ms / 1000).toFixed(2)} s (${before} before; ${load()} after)`,
      );
      if (summary.status !== 'ok') {
        throw new Error(summary.error);
      }
    }
    const requests = api.requests.filter((line) => line.includes('/pricing/product/')).length;
    console.log(`pricing requests: ${requests} (${RUNS} runs)`);
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
