// Collection import budget (issue 32): a 10,000-row file previews in under 5 s and commits in
// under 10 s. Files of 10,000 real catalog cards are written in several layouts; for each, the
// preview (parse, catalog index, match: what the browser does after loading the catalog slice)
// is timed, plus loading that slice over HTTP (the set list and each named set's products).
// The commit sends the matched rows as POST /api/iOSUserCards/bulk in parts of 500, as the web
// app does. Prints the 1-minute load average: on a shared machine the numbers move with it.
// npm run bench:collection-import [catalog dir] (DATABASE_URL=... to use a running PostgreSQL).
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { TcgProduct } from '#core/catalog/product.schema.ts';
import { COLLECTION_CSV_COLUMNS, quoteCsvCell } from '#core/collection/collection-csv.ts';
import { parseImportCsv } from '#core/collection/collection-csv-layouts.ts';
import {
  buildCatalogIndex,
  buildSetIndex,
  chunkItems,
  findCandidateSet,
  type ImportSet,
  type MatchedRow,
  matchImportCandidates,
} from '#core/collection/collection-csv-match.ts';
import { MAX_BULK_ITEMS } from '#core/collection/user-product.schema.ts';
import { importCatalog } from '#server/catalog/import/import-catalog.ts';
import { createShopUser } from '#server/test/shop-users.ts';
import { catalogDirFromArgv } from './catalog-files.ts';
import { type BenchApp, withBenchApp } from './support/bench-app.ts';

const ROWS = 10_000;
const PREVIEW_BUDGET_MS = 5000;
const COMMIT_BUDGET_MS = 10_000;

type Card = Pick<TcgProduct, 'product_id' | 'product_name' | 'number' | 'set_name' | 'set_id'> & {
  abbreviation: string | null;
  variant: string;
};

const csv = (rows: string[][]) => rows.map((row) => row.map(quoteCsvCell).join(',')).join('\r\n');
const printing = (variant: string) =>
  variant === 'holo' ? 'Holofoil' : variant === 'reverse' ? 'Reverse Holofoil' : 'Normal';

/** The same 10,000 cards as each app would write them. */
const LAYOUTS: Record<string, (cards: Card[]) => string> = {
  cardfolio: (cards) =>
    csv([
      [...COLLECTION_CSV_COLUMNS],
      ...cards.map((card, n) => {
        const row: Record<string, string> = {
          product_id: card.product_id,
          product_name: card.product_name,
          set_name: card.set_name ?? '',
          number: card.number ?? '',
          language: 'english',
          variant: card.variant,
          quantity: String(1 + (n % 3)),
          condition: 'NM',
          graded: 'false',
          purchase_price: n % 2 ? '1.25' : '',
          wishlist: 'false',
        };
        return COLLECTION_CSV_COLUMNS.map((column) => row[column] ?? '');
      }),
    ]),
  tcgplayer: (cards) =>
    csv([
      ['Quantity', 'Name', 'Simple Name', 'Set', 'Card Number', 'Set Code', 'Printing'],
      ...cards.map((card) => [
        '1',
        card.product_name,
        card.product_name,
        card.set_name ?? '',
        card.number ?? '',
        card.abbreviation ?? '',
        printing(card.variant),
      ]),
    ]),
  dragonshield: (cards) =>
    `"sep=,"\r\n${csv([
      ['Folder Name', 'Quantity', 'Trade Quantity', 'Card Name', 'Set Code', 'Set Name'].concat([
        'Card Number',
        'Condition',
        'Printing',
        'Language',
        'Price Bought',
        'Date Bought',
      ]),
      ...cards.map((card, n) => [
        `Box ${n % 5}`,
        '1',
        '0',
        card.product_name,
        card.abbreviation ?? '',
        card.set_name ?? '',
        card.number ?? '',
        'NearMint',
        printing(card.variant),
        'English',
        '0.50',
        '2024-01-02',
      ]),
    ])}`,
  pricecharting: (cards) =>
    csv([
      ['id', 'product-name', 'console-name', 'condition-string', 'price-paid', 'date-entered'],
      ...cards.map((card, n) => [
        String(n),
        `${card.product_name}${card.variant === 'reverse' ? ' [Reverse Holo]' : ''} #${card.number ?? ''}`,
        `Pokemon ${card.set_name ?? ''}`,
        n % 10 === 0 ? 'PSA 10' : 'Ungraded',
        '$3.00',
        '2024-02-03',
      ]),
    ]),
  dex: (cards) =>
    csv([
      ['Card ID', 'Name', 'Set', 'Set ID', 'Number', 'Variant', 'Language', 'Quantity'],
      ...cards.map((card) => [
        '',
        card.product_name,
        card.set_name ?? '',
        card.set_id,
        card.number ?? '',
        printing(card.variant),
        'English',
        '1',
      ]),
    ]).replaceAll(',', ';'),
};

/** What the browser loads before matching: the set list, then each named set's products. */
async function loadCatalogSlice(bench: BenchApp, cards: Card[]) {
  const get = async (url: string) => {
    const res = await bench.app.inject({ method: 'GET', url });
    if (res.statusCode !== 200) {
      throw new Error(`${url}: ${res.statusCode}`);
    }
    return res.json();
  };
  const started = performance.now();
  const list = (await get('/api/iOSTCGSets/english')) as (ImportSet & { set_name: string })[];
  const sets = list.map((set) => ({
    id: set.id,
    name: set.name ?? set.set_name,
    abbreviation: set.abbreviation,
    language: set.language,
  }));
  const setIndex = buildSetIndex(sets);
  const setIds = new Set(
    cards.flatMap((card) => {
      const set = findCandidateSet(
        { ...card, setName: card.set_name, setCode: null, language: 'english' },
        setIndex,
      );
      return set ? [set.id] : [];
    }),
  );
  const products: TcgProduct[] = [];
  for (const batch of chunkItems([...setIds], 4)) {
    const answers = await Promise.all(
      batch.map((id) => get(`/api/tcgproducts?set_id=${encodeURIComponent(id)}`)),
    );
    for (const answer of answers) {
      products.push(...(answer as { products: TcgProduct[] }).products);
    }
  }
  return { sets, products, ms: performance.now() - started, setCount: setIds.size };
}

function preview(text: string, sets: ImportSet[], products: TcgProduct[]) {
  const started = performance.now();
  const parsed = parseImportCsv(text);
  const index = buildCatalogIndex(products);
  const result = matchImportCandidates(parsed.candidates, sets, index);
  return { ...result, parsed, ms: performance.now() - started };
}

async function commit(bench: BenchApp, rows: MatchedRow[]) {
  const user = await createShopUser(bench.app);
  const started = performance.now();
  for (const chunk of chunkItems(rows, MAX_BULK_ITEMS)) {
    const res = await bench.app.inject({
      method: 'POST',
      url: '/api/iOSUserCards/bulk',
      headers: user.headers,
      payload: { products: chunk.map((row) => row.input) },
    });
    if (res.statusCode !== 201) {
      throw new Error(`bulk: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
  }
  return performance.now() - started;
}

const verdict = (ms: number, budget: number) => (ms <= budget ? 'within' : 'OVER');

async function main() {
  const dir = catalogDirFromArgv();
  let cards: Card[] = [];
  const prepare = async (pool: import('pg').Pool) => {
    const summary = await importCatalog(pool, dir);
    console.log(`imported ${dir} in ${(summary.ms / 1000).toFixed(1)} s`);
    const { rows } = await pool.query<Card>(
      `SELECT p.id AS product_id, p.name AS product_name, p.number, s.name AS set_name, p.set_id,
         s.abbreviation, CASE WHEN md5(p.id) < '4' THEN 'reverse' ELSE 'normal' END AS variant
       FROM catalog_products p JOIN catalog_sets s ON s.id = p.set_id
       WHERE p.product_type = 'card' AND p.language = 'english' AND p.number IS NOT NULL
       ORDER BY md5(p.id) LIMIT ${ROWS}`,
    );
    cards = rows;
  };
  await withBenchApp({ prepare }, async (bench) => {
    // Cold: the first import after a restart; warm: the server's catalog answers are cached
    // (shared by all users), as on a running server.
    const cold = await loadCatalogSlice(bench, cards);
    const slice = await loadCatalogSlice(bench, cards);
    console.log(
      `\n${cards.length} rows; catalog slice: ${slice.setCount} sets, ${slice.products.length} products, ` +
        `loaded over HTTP (in-process) in ${cold.ms.toFixed(0)} ms cold, ${slice.ms.toFixed(0)} ms warm | load ${os.loadavg()[0]?.toFixed(2)}`,
    );
    let toCommit: MatchedRow[] = [];
    for (const [layout, write] of Object.entries(LAYOUTS)) {
      const text = write(cards);
      preview(text, slice.sets, slice.products); // warm-up
      const result = preview(text, slice.sets, slice.products);
      const warm = result.ms + slice.ms;
      const coldTotal = result.ms + cold.ms;
      console.log(
        `  preview ${layout.padEnd(14)} ${result.ms.toFixed(0).padStart(5)} ms; with the catalog slice ${warm.toFixed(0)} ms warm (${verdict(warm, PREVIEW_BUDGET_MS)} ${PREVIEW_BUDGET_MS} ms), ` +
          `${coldTotal.toFixed(0)} ms cold (${verdict(coldTotal, PREVIEW_BUDGET_MS)}) | ` +
          `matched ${result.matched.length}, ambiguous ${result.ambiguous.length}, unmatched ${result.unmatched.length}, errors ${result.parsed.errors.length}`,
      );
      if (layout === 'cardfolio') {
        toCommit = result.matched;
      }
    }
    const ms = await commit(bench, toCommit);
    console.log(
      `  commit ${toCommit.length} items in ${Math.ceil(toCommit.length / MAX_BULK_ITEMS)} parts: ${ms.toFixed(0)} ms ` +
        `(${verdict(ms, COMMIT_BUDGET_MS)} ${COMMIT_BUDGET_MS} ms) | load ${os.loadavg()[0]?.toFixed(2)}`,
    );
  });
}

await main();
