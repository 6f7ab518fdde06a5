// Card detection benchmark (issue 7): npx tsx bench/scan/detect.bench.ts [--per-era 60] [--multi 30]
// Needs no index: renders seeded catalog cards into seeded phone-like photos (the same generator
// and options as scan.bench.ts) and runs identify's detection path (findCardQuads ->
// distinctGuesses -> refineQuad) against the photos' true corners. Single thread.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  type CardCandidate,
  distinctGuesses,
  findCardQuads,
  overlaps,
  separateCards,
} from '#server/vision/detect/detect-cards.ts';
import { refineQuad } from '#server/vision/detect/refine-corners.ts';
import { decodeToRgb } from '#server/vision/image/decode-image.ts';
import type { Quad } from '#server/vision/image/homography.ts';
import { loadOpenCv, type OpenCv } from '#server/vision/image/opencv.ts';
import type { RgbImage } from '#server/vision/image/rgb-image.ts';
import { createStageTimer } from '#server/vision/stage-timer.ts';
import { makePhoto, type Photo } from '#test-support/synthetic/scan/make-photo.ts';
import { CARD_ERAS, renderSyntheticCard } from '#test-support/synthetic/scan/render-card.ts';
import { createRandom, type Random } from '#test-support/synthetic/scan/seeded-random.ts';
import { type BenchCard, loadBenchCatalog } from './bench-catalog.ts';

const { values: args } = parseArgs({
  options: {
    'per-era': { type: 'string', default: '60' },
    multi: { type: 'string', default: '30' },
    seed: { type: 'string', default: '20261122' },
    /** A directory to keep generated photos in between runs (iterating on the detector). */
    cache: { type: 'string' },
    /** Print every failing single photo (era, seed, corner error). */
    verbose: { type: 'boolean', default: false },
  },
});

/** identify.ts decodes into this box. */
const DECODE_BOX = { maxWidth: 1600, maxHeight: 1600 };
/** A corner is right when it is within this fraction of the card's diagonal of the truth. */
const TOLERANCE = 0.03;
/** identify.ts reads at most this many shapes of one multi-card photo. */
const MAX_MULTI_READS = 30;
const MAX_CARDS_PER_PHOTO = 10;

type StoredPhoto = Pick<Photo, 'jpeg' | 'corners'>;

async function cachedPhoto(key: string, make: () => Promise<Photo>): Promise<StoredPhoto> {
  if (!args.cache) {
    return make();
  }
  const base = path.join(args.cache, key);
  try {
    const corners = JSON.parse(await readFile(`${base}.json`, 'utf8')) as Quad[];
    return { jpeg: await readFile(`${base}.jpg`), corners };
  } catch {
    const photo = await make();
    await mkdir(args.cache, { recursive: true });
    await writeFile(`${base}.jpg`, photo.jpeg);
    await writeFile(`${base}.json`, JSON.stringify(photo.corners));
    return photo;
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Largest corner distance between a found quad and the truth, the better of both rotations. */
function cornerError(found: Quad, truth: Quad): number {
  let best = Infinity;
  for (const shift of [0, 2]) {
    let worst = 0;
    for (let i = 0; i < 4; i++) {
      const f = found[(i + shift) % 4] as [number, number];
      const t = truth[i] as [number, number];
      worst = Math.max(worst, Math.hypot(f[0] - t[0], f[1] - t[1]));
    }
    best = Math.min(best, worst);
  }
  return best;
}

function diagonal(quad: Quad): number {
  return (
    (Math.hypot(quad[2][0] - quad[0][0], quad[2][1] - quad[0][1]) +
      Math.hypot(quad[3][0] - quad[1][0], quad[3][1] - quad[1][1])) /
    2
  );
}

const isCorrect = (found: Quad, truth: Quad) =>
  cornerError(found, truth) <= TOLERANCE * diagonal(truth);

type EraTally = { n: number; first: number; any3: number; errors: number[]; ms: number[] };
const newEraTally = (): EraTally => ({ n: 0, first: 0, any3: 0, errors: [], ms: [] });

/** Total ms per detection stage over all single photos (where the time goes). */
const singleStages: Record<string, number> = {};

function detectSingle(cv: OpenCv, image: RgbImage): { guesses: Quad[]; ms: number } {
  const timer = createStageTimer();
  const started = performance.now();
  const guesses = distinctGuesses(findCardQuads(cv, image, timer), 3).map((candidate) =>
    timer.time('refine', () => refineQuad(image, candidate.quad)),
  );
  for (const [stage, ms] of Object.entries(timer.timings)) {
    singleStages[stage] = (singleStages[stage] ?? 0) + ms;
  }
  return { guesses, ms: performance.now() - started };
}

/**
 * Simulates identifySeveral with an oracle in place of the index: a shape is "matched" when its
 * refined quad is right for one of the photo's cards; matched shapes hide shapes overlapping them.
 */
function detectSeveral(cv: OpenCv, image: RgbImage, truths: Quad[]) {
  const started = performance.now();
  const candidates: CardCandidate[] = findCardQuads(cv, image);
  const found = new Set<number>();
  const accepted: Quad[] = [];
  let reads = 0;
  let falseQuads = 0;
  for (const candidate of separateCards(candidates, candidates.length, 'duplicates')) {
    if (accepted.length === MAX_CARDS_PER_PHOTO || reads === MAX_MULTI_READS) {
      break;
    }
    if (accepted.some((quad) => overlaps(quad, candidate.quad))) {
      continue;
    }
    reads++;
    const quad = refineQuad(image, candidate.quad);
    const card = truths.findIndex((truth) => isCorrect(quad, truth));
    if (card >= 0 && !found.has(card)) {
      found.add(card);
      accepted.push(quad);
    } else {
      falseQuads++;
    }
  }
  return { found: found.size, falseQuads, reads, ms: performance.now() - started };
}

const progress = (text: string) => {
  if (process.stderr.isTTY) {
    process.stderr.write(`\r${text}   `);
  }
};

const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

async function main() {
  const cv = await loadOpenCv();
  const { cards } = await loadBenchCatalog();
  const perEra = Number(args['per-era']);
  const byEra = new Map<string, BenchCard[]>();
  for (const card of cards) {
    const era = card.era ?? 'modern';
    byEra.set(era, [...(byEra.get(era) ?? []), card]);
  }
  // One stream per era (and one for multi), so a bigger sample extends a smaller one.
  const pick = (random: Random, from: BenchCard[]) =>
    from[Math.floor(random.next() * from.length)] as BenchCard;

  const tallies = new Map<string, EraTally>();
  const failures: string[] = [];
  for (const [eraIndex, era] of CARD_ERAS.entries()) {
    const pool = byEra.get(era) ?? [];
    const tally = newEraTally();
    tallies.set(era, tally);
    const random = createRandom(Number(args.seed) + eraIndex);
    for (let i = 0; i < perEra && pool.length > 0; i++) {
      const card = pick(random, pool);
      const seed = 5_000_000 + eraIndex * 10_000 + i;
      const photo = await cachedPhoto(`single-${seed}-${card.productId}`, async () =>
        makePhoto([await renderSyntheticCard(card)], seed),
      );
      const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
      const truth = photo.corners[0] as Quad;
      const { guesses, ms } = detectSingle(cv, image);
      tally.n++;
      tally.ms.push(ms);
      const errors = guesses.map((quad) => cornerError(quad, truth));
      const first = guesses[0] ? isCorrect(guesses[0], truth) : false;
      tally.first += first ? 1 : 0;
      tally.any3 += guesses.some((quad) => isCorrect(quad, truth)) ? 1 : 0;
      tally.errors.push(errors[0] ?? diagonal(truth));
      if (!first) {
        failures.push(
          `${era} seed ${seed} ${card.productId}: errors ${errors.map((e) => e.toFixed(0)).join(', ') || 'none'} px (tolerance ${(TOLERANCE * diagonal(truth)).toFixed(0)})`,
        );
      }
      progress(`${era} ${i + 1}/${perEra}`);
    }
  }
  process.stderr.write('\n');

  const multi = {
    grid: { photos: 0, cards: 0, found: 0, falseQuads: 0, ms: [] as number[] },
    scatter: { photos: 0, cards: 0, found: 0, falseQuads: 0, ms: [] as number[] },
  };
  const multiRandom = createRandom(Number(args.seed) + 100);
  for (let p = 0; p < Number(args.multi); p++) {
    const count = 2 + (p % 8);
    const layout = p % 2 === 0 ? 'grid' : 'scatter';
    const photoCards = Array.from({ length: count }, () => pick(multiRandom, cards));
    const seed = 6_000_000 + p;
    const photo = await cachedPhoto(
      `multi-${seed}-${count}-${photoCards[0]?.productId}`,
      async () =>
        makePhoto(await Promise.all(photoCards.map((card) => renderSyntheticCard(card))), seed, {
          layout,
          width: 1200,
          height: 1600,
        }),
    );
    const image = await decodeToRgb(photo.jpeg, DECODE_BOX);
    const result = detectSeveral(cv, image, photo.corners);
    const tally = multi[layout];
    tally.photos++;
    tally.cards += count;
    tally.found += result.found;
    tally.falseQuads += result.falseQuads;
    tally.ms.push(result.ms);
    if (args.verbose && result.found < count) {
      failures.push(`multi ${layout} seed ${seed}: ${result.found}/${count} found`);
    }
    progress(`multi ${p + 1}/${args.multi}`);
  }
  process.stderr.write('\n');

  const rows = [...tallies].map(([era, t]) => ({
    era,
    n: t.n,
    first: pct(t.first, t.n),
    any3: pct(t.any3, t.n),
    'err p50 px': +percentile(t.errors, 50).toFixed(1),
    'err p95 px': +percentile(t.errors, 95).toFixed(1),
    'ms p50': +percentile(t.ms, 50).toFixed(0),
    'ms p95': +percentile(t.ms, 95).toFixed(0),
  }));
  const all = [...tallies.values()];
  const sum = (f: (t: EraTally) => number) => all.reduce((s, t) => s + f(t), 0);
  const allMs = all.flatMap((t) => t.ms);
  const allErrors = all.flatMap((t) => t.errors);
  rows.push({
    era: 'all',
    n: sum((t) => t.n),
    first: pct(
      sum((t) => t.first),
      sum((t) => t.n),
    ),
    any3: pct(
      sum((t) => t.any3),
      sum((t) => t.n),
    ),
    'err p50 px': +percentile(allErrors, 50).toFixed(1),
    'err p95 px': +percentile(allErrors, 95).toFixed(1),
    'ms p50': +percentile(allMs, 50).toFixed(0),
    'ms p95': +percentile(allMs, 95).toFixed(0),
  });
  console.log('Single card (900x1200 photos; correct = every corner within 3% of the diagonal)');
  console.table(rows);
  const photos = Math.max(
    1,
    sum((t) => t.n),
  );
  console.log(
    `Mean ms per single photo by stage: ${Object.entries(singleStages)
      .map(([stage, ms]) => `${stage} ${(ms / photos).toFixed(1)}`)
      .join(', ')}`,
  );
  console.log('Multi-card (1200x1600 photos, 2-9 cards)');
  console.table(
    Object.entries(multi).map(([layout, t]) => ({
      layout,
      photos: t.photos,
      cards: t.cards,
      found: pct(t.found, t.cards),
      'false quads/photo': +(t.falseQuads / Math.max(1, t.photos)).toFixed(2),
      'ms p50': +percentile(t.ms, 50).toFixed(0),
      'ms p95': +percentile(t.ms, 95).toFixed(0),
    })),
  );
  if (args.verbose) {
    console.log(failures.join('\n'));
  }
}

await main();
