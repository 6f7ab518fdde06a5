import type { EngineResult } from '#server/scan/engine/types.ts';
import { makeSealedPhoto } from '#test-support/synthetic/scan/sealed-photo.ts';
import { renderSealedFace } from '#test-support/synthetic/scan/sealed-render.ts';
import type { Random } from '#test-support/synthetic/scan/seeded-random.ts';
import type { BenchSealed } from './bench-catalog.ts';
import { latencySummary } from './bench-stats.ts';

type SealedScan = (jpeg: Buffer) => Promise<{ result: EngineResult; wallMs: number }>;

type SealedFailure = { truth: string; type: string; seed: number; found: string[] };

/** Photos are made this many at a time before they are scanned (rendering competes for cores). */
const PHOTO_BATCH = 40;
/** Width / height buckets the results are also reported by. */
const SHAPES: [string, number][] = [
  ['tall (below 3:4)', 0.75],
  ['squarish', 1.34],
  ['wide (above 4:3)', Infinity],
];

type Tally = { n: number; top1: number; top3: number; found: number };
const newTally = (): Tally => ({ n: 0, top1: 0, top3: 0, found: 0 });
const rates = (t: Tally) => ({
  n: t.n,
  top1: +(t.top1 / Math.max(1, t.n)).toFixed(4),
  top3: +(t.top3 / Math.max(1, t.n)).toFixed(4),
  detected: +(t.found / Math.max(1, t.n)).toFixed(4),
});

/**
 * Sealed products by picture (issue 20): a seeded sample of the catalog's sealed products, each
 * photographed once (perspective, shrink-wrap glare, side panels, backgrounds; no barcode),
 * scanned in sealed mode. Top-1 / top-3, by shape, and engine latency.
 */
export async function runSealedSuite(options: {
  sealed: BenchSealed[];
  queries: number;
  random: Random;
  photoSeed: number;
  scan: SealedScan;
  workers: number;
  onProgress: (done: number, total: number) => void;
}) {
  const { sealed, random } = options;
  const sample = Array.from(
    { length: options.queries },
    () => sealed[Math.floor(random.next() * sealed.length)] as BenchSealed,
  );
  const total = newTally();
  const byShape = new Map<string, Tally>();
  const engineMs: number[] = [];
  const wallMs: number[] = [];
  const stageMs = new Map<string, number[]>();
  const failures: SealedFailure[] = [];
  let done = 0;
  for (let start = 0; start < sample.length; start += PHOTO_BATCH) {
    const queue: { product: BenchSealed; jpeg: Buffer; seed: number; aspect: number }[] = [];
    for (const [offset, product] of sample.slice(start, start + PHOTO_BATCH).entries()) {
      const seed = 4_000_000 + options.photoSeed + start + offset;
      const face = await renderSealedFace(product);
      const photo = await makeSealedPhoto(face, seed);
      queue.push({ product, jpeg: photo.jpeg, seed, aspect: face.width / face.height });
    }
    const next = async (): Promise<void> => {
      const entry = queue.shift();
      if (!entry) {
        return;
      }
      const { result, wallMs: wall } = await options.scan(entry.jpeg);
      const ids = result.groups[0]?.matches.map((match) => match.productId) ?? [];
      const shape = (SHAPES.find(([, below]) => entry.aspect < below) ?? SHAPES[0])?.[0] ?? '';
      const tallies = [total, byShape.get(shape) ?? newTally()];
      byShape.set(shape, tallies[1] as Tally);
      for (const tally of tallies) {
        tally.n++;
        tally.found += ids.length > 0 ? 1 : 0;
        tally.top1 += ids[0] === entry.product.productId ? 1 : 0;
        tally.top3 += ids.includes(entry.product.productId) ? 1 : 0;
      }
      if (ids[0] !== entry.product.productId) {
        failures.push({
          truth: entry.product.productId,
          type: entry.product.sealedType,
          seed: entry.seed,
          found: ids,
        });
      }
      engineMs.push(result.timings.total ?? 0);
      wallMs.push(wall);
      for (const [stage, ms] of Object.entries(result.timings)) {
        stageMs.set(stage, [...(stageMs.get(stage) ?? []), ms]);
      }
      options.onProgress(++done, sample.length);
      return next();
    };
    await Promise.all(Array.from({ length: options.workers }, next));
  }
  return {
    summary: {
      ...rates(total),
      byShape: Object.fromEntries([...byShape].map(([shape, tally]) => [shape, rates(tally)])),
      latencyMs: latencySummary(engineMs, wallMs, stageMs),
      targets: { top1: 0.95, top3: 0.99, p95Ms: 500 },
    },
    failures,
  };
}
