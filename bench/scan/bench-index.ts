import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  computeReferenceBlob,
  descriptorVersionOf,
} from '#server/scan/engine/search/reference-features.ts';
import { renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import { renderSealedReference } from '#test-support/synthetic/scan/sealed-render.ts';
import type { BenchCard, BenchSealed } from './bench-catalog.ts';

export const CACHE_DIR = process.env.SCAN_BENCH_CACHE ?? path.resolve('.data/scan-bench');
const CHUNK = 500;

export type BenchItem = { kind: 'card'; card: BenchCard } | { kind: 'sealed'; sealed: BenchSealed };
export type IndexedRow = { productId: string; productType: string; features: Uint8Array };

export function renderItem(item: BenchItem): Promise<Buffer> {
  return item.kind === 'card' ? renderSyntheticCard(item.card) : renderSealedReference(item.sealed);
}

const idOf = (item: BenchItem) =>
  item.kind === 'card' ? item.card.productId : item.sealed.productId;

/** Length-prefixed rows: id, type, features. */
function encodeChunk(rows: IndexedRow[]): Buffer {
  const parts: Buffer[] = [];
  for (const row of rows) {
    const head = Buffer.from(JSON.stringify([row.productId, row.productType]));
    const sizes = Buffer.alloc(8);
    sizes.writeUInt32LE(head.length, 0);
    sizes.writeUInt32LE(row.features.length, 4);
    parts.push(sizes, head, Buffer.from(row.features));
  }
  return Buffer.concat(parts);
}

function decodeChunk(buffer: Buffer): IndexedRow[] {
  const rows: IndexedRow[] = [];
  let at = 0;
  while (at < buffer.length) {
    const headLength = buffer.readUInt32LE(at);
    const featureLength = buffer.readUInt32LE(at + 4);
    const [productId, productType] = JSON.parse(
      buffer.subarray(at + 8, at + 8 + headLength).toString(),
    ) as [string, string];
    const start = at + 8 + headLength;
    rows.push({
      productId,
      productType,
      features: new Uint8Array(buffer.subarray(start, start + featureLength)),
    });
    at = start + featureLength;
  }
  return rows;
}

/**
 * Renders and describes every item, 500 per cached chunk file (keyed by descriptor version and
 * chunk contents), so an interrupted or repeated run only does the missing chunks. Items are of
 * one kind per call (cards and sealed products have their own descriptor versions).
 */
export async function buildBenchIndex(
  items: BenchItem[],
  onProgress: (done: number, total: number) => void,
  options: { reverse?: boolean } = {},
) {
  const kind = items[0]?.kind ?? 'card';
  const dir = path.join(
    CACHE_DIR,
    `${kind === 'card' ? 'features' : 'sealed'}-v${descriptorVersionOf(kind)}`,
  );
  await mkdir(dir, { recursive: true });
  const rows: IndexedRow[] = [];
  let computed = 0;
  const started = performance.now();
  const starts = Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => i * CHUNK);
  // A second process building in reverse order halves a cold build (they meet in the middle).
  if (options.reverse) {
    starts.reverse();
  }
  for (const start of starts) {
    const chunk = items.slice(start, start + CHUNK);
    const file = path.join(
      dir,
      `chunk-${String(start / CHUNK).padStart(4, '0')}-${chunk.length}-${idOf(chunk[0] as BenchItem).replace(/[^\w.-]/g, '_')}.bin`,
    );
    let chunkRows: IndexedRow[];
    try {
      chunkRows = decodeChunk(await readFile(file));
    } catch {
      chunkRows = [];
      for (const item of chunk) {
        const png = await renderItem(item);
        const features = await computeReferenceBlob(png, item.kind);
        chunkRows.push({ productId: idOf(item), productType: item.kind, features });
      }
      computed += chunk.length;
      await writeFile(file, encodeChunk(chunkRows));
    }
    rows.push(...chunkRows);
    onProgress(rows.length, items.length);
  }
  const ms = performance.now() - started;
  return { rows, computed, ms, coldBuild: await recordColdBuild(dir, computed, ms) };
}

type ColdBuild = { entries: number; ms: number };

/** Sums the render + describe time of every computed chunk, so cached reruns still report it. */
async function recordColdBuild(dir: string, computed: number, ms: number): Promise<ColdBuild> {
  const file = path.join(dir, 'build-stats.json');
  let stats: ColdBuild = { entries: 0, ms: 0 };
  try {
    stats = JSON.parse(await readFile(file, 'utf8')) as ColdBuild;
  } catch {
    // first build
  }
  if (computed > 0) {
    stats = { entries: stats.entries + computed, ms: stats.ms + ms };
    await writeFile(file, JSON.stringify(stats));
  }
  return stats;
}

/** The bench index of some cards and every sealed product: each kind built (and cached) apart. */
export async function buildCatalogBenchIndex(
  cards: BenchCard[],
  sealed: BenchSealed[],
  onProgress: (label: string) => (done: number, total: number) => void,
  options: { reverse?: boolean } = {},
) {
  const cardBuild = await buildBenchIndex(
    cards.map((card) => ({ kind: 'card' as const, card })),
    onProgress('index'),
    options,
  );
  const sealedBuild = await buildBenchIndex(
    sealed.map((product) => ({ kind: 'sealed' as const, sealed: product })),
    onProgress('sealed index'),
  );
  return {
    ...cardBuild,
    rows: [...cardBuild.rows, ...sealedBuild.rows],
    computed: cardBuild.computed + sealedBuild.computed,
    ms: cardBuild.ms + sealedBuild.ms,
  };
}
