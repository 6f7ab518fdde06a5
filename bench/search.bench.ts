// Search index benchmark: npm run bench:search [-- <catalog dir>]
import { performance } from 'node:perf_hooks';
import { toUrlName } from '#core/catalog/url-name.ts';
import { createRandom } from '#core/prices/seeded-random.ts';
import { buildSearchIndex, searchCatalog } from '#core/search/search-index.ts';
import { catalogDirFromArgv, readJsonLines } from './catalog-files.ts';
import { percentile } from './support/stats.ts';

type SetRow = {
  id: string;
  name: string | null;
  abbreviation: string | null;
  release_date: string | null;
};
type CardRow = { id: string; set_id: string; name: string; number: string };

function pick<T>(items: T[], random: () => number): T {
  return items[Math.floor(random() * items.length)] as T;
}

function buildQueries(cards: CardRow[], sets: SetRow[], count: number): string[] {
  const random = createRandom(7);
  const english = cards.filter((card) => /^[a-z0-9 .'-]+$/i.test(card.name));
  const fixed = [
    'charizard ex',
    'pikachu 25',
    'pikachu',
    'mew ex',
    'umbreon vmax',
    'base set',
    'surging sparks',
    '151',
    'ex',
    'rayquaza',
  ];
  const makers: (() => string)[] = [
    () => pick(fixed, random),
    () => pick(english, random).name,
    () => (pick(english, random).name.split(' ')[0] ?? '').slice(0, 3 + Math.floor(random() * 4)),
    () => pick(cards, random).number,
    () => {
      const card = pick(english, random);
      return `${card.name.split(' ')[0]} ${card.number}`;
    },
    () => pick(sets, random).name ?? 'sv',
    () =>
      `${(pick(sets, random).name ?? '').split(' ')[0]} ${pick(english, random).name.split(' ')[0]}`,
    () => pick(cards, random).name,
  ];
  return Array.from({ length: count }, () => pick(makers, random)().toLowerCase()).filter(
    (q) => q.trim().length >= 2,
  );
}

async function main() {
  const dir = catalogDirFromArgv();
  const setRows = await readJsonLines<SetRow>(dir, 'sets.ndjson');
  const cardRows = await readJsonLines<CardRow>(dir, 'cards.ndjson');
  const sets = setRows.map((set) => ({ ...set, url_name: toUrlName(set.name ?? set.id) }));
  const setName = new Map(sets.map((set) => [set.id, set.name]));
  const products = cardRows.map((card) => ({
    product_id: card.id,
    product_name: card.name,
    number: card.number,
    set_id: card.set_id,
    set_name: setName.get(card.set_id) ?? null,
  }));
  const started = performance.now();
  const index = buildSearchIndex(products, sets);
  const buildMs = performance.now() - started;
  console.log(`catalog: ${products.length} cards, ${sets.length} sets from ${dir}`);
  console.log(`index build: ${buildMs.toFixed(1)} ms`);

  const queries = buildQueries(cardRows, setRows, 2000);
  for (const query of queries.slice(0, 200)) {
    searchCatalog(index, query);
  }
  const times: number[] = [];
  let results = 0;
  for (const query of queries) {
    const t0 = performance.now();
    results += searchCatalog(index, query).cards.length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const fmt = (ms: number) => `${ms.toFixed(3)} ms`;
  console.log(`queries: ${times.length} (avg ${(results / times.length).toFixed(1)} card results)`);
  console.log(
    `p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  p99 ${fmt(percentile(times, 99))}  max ${fmt(times[times.length - 1] ?? 0)}`,
  );
  console.log(`target p95 < 5 ms: ${percentile(times, 95) < 5 ? 'met' : 'MISSED'}`);
}

await main();
