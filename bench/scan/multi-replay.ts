// In-process replay of bench:scan's multi-card photos, one at a time, for a fast tuning loop:
// npx tsx bench/scan/multi-replay.ts [--seed N --photo-seed N --photos 30 --layout scatter]
// Prints per photo the cards found, top-1 and the CPU time of the engine (process.cpuUsage:
// wall time means little on a shared machine). --limit N indexes only the first N catalog
// cards (quick; other cards are then sampled), --detect-only checks the multi-card detector's
// shapes against the true outlines (no index needed), --draw writes the photos with the true
// (green) and engine (red) outlines as PNG to .data/scan-bench/multi-replay/.
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { identifyPhoto } from '#server/scan/engine/identify.ts';
import { shapesUnderCards } from '#server/scan/engine/multi/multi-occluded.ts';
import type { EngineResult } from '#server/scan/engine/types.ts';
import { warmUpEngine } from '#server/scan/worker/warm-up.ts';
import { detectSeveralCards, type Orientations } from '#server/vision/detect/detect-cards.ts';
import {
  distance,
  pointInQuad,
  polygonArea,
  quadCentre,
} from '#server/vision/detect/detect-geometry.ts';
import { decodeToRgb } from '#server/vision/image/decode-image.ts';
import type { Point, Quad } from '#server/vision/image/homography.ts';
import { loadOpenCv } from '#server/vision/image/opencv.ts';
import { loadBenchCatalog } from './bench-catalog.ts';
import { buildBenchIndex, CACHE_DIR } from './bench-index.ts';
import { type Planned, photograph, plan, type StoredPhoto } from './multi-suite.ts';
import { drawOutlines, loadReplayEngine, SUITE_OPTIONS, withCpuMs } from './replay-setup.ts';

const { values: args } = parseArgs({
  options: {
    ...SUITE_OPTIONS,
    /** Only these photos of the plan (comma-separated positions). */
    only: { type: 'string', default: '' },
    limit: { type: 'string', default: '0' },
    'detect-only': { type: 'boolean', default: false },
    draw: { type: 'boolean', default: false },
    /** Where --draw writes (a sub-folder of the cache's multi-replay/, for runs side by side). */
    'draw-dir': { type: 'string', default: '' },
    /** --detect-only with the 11-degree Hough bins too (decision 039's second turn). */
    narrow: { type: 'string', default: 'wide' },
    /** Turns every photo upside down (every card read the other way up). */
    turn: { type: 'boolean', default: false },
  },
});

/** How far an outline is from the true one: its worst corner, as a share of the card's height. */
function outlineError(found: Quad, truth: Quad): number {
  const height = Math.sqrt(polygonArea(truth) / (63 / 88));
  let best = Number.POSITIVE_INFINITY;
  for (let shift = 0; shift < 4; shift++) {
    const worst = Math.max(
      ...truth.map((point, i) => distance(point, found[(i + shift) % 4] as Point)),
    );
    best = Math.min(best, worst);
  }
  return best / height;
}

/** The photo turned by 180 degrees, with its true outlines turned too. */
async function upsideDown(photo: StoredPhoto): Promise<StoredPhoto> {
  const { width = 0, height = 0 } = await sharp(photo.jpeg).metadata();
  return {
    jpeg: await sharp(photo.jpeg).rotate(180).jpeg({ quality: 92 }).toBuffer(),
    corners: photo.corners.map((quad) => quad.map(([x, y]) => [width - x, height - y]) as Quad),
  };
}

const DRAW_DIR = path.join(CACHE_DIR, 'multi-replay', args['draw-dir']);

async function main() {
  const catalog = await loadBenchCatalog();
  const limit = Number(args.limit);
  const cards = limit > 0 ? catalog.cards.slice(0, limit) : catalog.cards;
  const planned = plan({
    cards,
    photos: Number(args.photos),
    sampleSeed: Number(args.seed),
    photoSeed: Number(args['photo-seed']),
  });
  const only = new Set(args.only ? args.only.split(',').map(Number) : []);
  const chosen = planned
    .map((entry, position) => ({ entry, position }))
    .filter(
      ({ entry, position }) =>
        (args.layout === 'all' || entry.layout === args.layout) &&
        (only.size === 0 || only.has(position)),
    );
  const detectOnly = args['detect-only'];
  const engine = detectOnly
    ? null
    : await loadReplayEngine(
        (
          await buildBenchIndex(
            cards.map((card) => ({ kind: 'card' as const, card })),
            () => {},
          )
        ).rows,
        cards,
      );
  const cv = engine?.cv ?? (await loadOpenCv());
  // As a scan worker does before its first photo (decision 044).
  await warmUpEngine(cv, engine?.numberReader);
  const totals = { cards: 0, found: 0, top1: 0, cpu: [] as number[] };
  /** Stage milliseconds and counted events summed over the photos scanned. */
  const summed = new Map<string, number>();
  const addUp = (entries: Record<string, number>, suffix = '') => {
    for (const [key, value] of Object.entries(entries)) {
      summed.set(key + suffix, (summed.get(key + suffix) ?? 0) + value);
    }
  };
  for (const { entry, position } of chosen) {
    const photo = args.turn ? await upsideDown(await photograph(entry)) : await photograph(entry);
    const name = `${position}-${entry.layout}-${entry.seed}`;
    if (!engine) {
      const image = await decodeToRgb(photo.jpeg, { maxWidth: 1600, maxHeight: 1600 });
      const [detection, detectMs] = await withCpuMs(() =>
        detectSeveralCards(cv, image, undefined, args.narrow as Orientations),
      );
      totals.cpu.push(detectMs);
      const { candidates } = detection;
      const report = photo.corners.map((truth) => {
        let best = { rank: -1, error: Number.POSITIVE_INFINITY, quad: truth };
        // With every other card found: is it among the shapes under them?
        const others = photo.corners.filter((other) => other !== truth);
        const under = shapesUnderCards(detection, others).map((shape, rank) => ({
          ...shape,
          rank: 1000 + rank,
        }));
        for (const candidate of [
          ...candidates.map((shape, rank) => ({ ...shape, rank })),
          ...under,
        ]) {
          const error = outlineError(candidate.quad, truth);
          if (error < best.error) {
            best = { rank: candidate.rank, error, quad: candidate.quad };
          }
        }
        return best;
      });
      const missed = report.filter((r) => r.error > 0.04).length;
      totals.cards += report.length;
      totals.found += report.length - missed;
      console.log(
        `${name}: ${candidates.length} shapes, ${report.length - missed}/${report.length} within 4 %: ${report.map((r) => `${r.rank}:${(r.error * 100).toFixed(1)}`).join(' ')}`,
      );
      if (args.draw) {
        await drawOutlines(
          DRAW_DIR,
          name,
          photo.jpeg,
          photo.corners,
          report.map((r) => r.quad),
        );
      }
      continue;
    }
    const [result, cpuMs] = await withCpuMs(
      (): Promise<EngineResult> =>
        identifyPhoto(
          cv,
          engine.snapshot,
          {
            image: new Uint8Array(photo.jpeg),
            scanType: 'cards',
            scanMode: entry.layout === 'binder' ? 'binder' : 'multi',
          },
          { numberReader: engine.numberReader },
        ),
    );
    const line = scorePhoto(entry, photo.corners, result);
    totals.cards += line.cards;
    totals.found += line.found;
    totals.top1 += line.top1;
    totals.cpu.push(cpuMs);
    addUp(result.timings, ' ms');
    addUp(result.counts ?? {});
    const counts = Object.entries(result.counts ?? {})
      .map(([event, n]) => `${event} ${n}`)
      .join(', ');
    const stages = Object.entries(result.timings)
      .filter(([, ms]) => ms > 50)
      .map(([stage, ms]) => `${stage} ${Math.round(ms)}`)
      .join(', ');
    console.log(
      `${name}: found ${line.found}/${line.cards} top-1 ${line.top1} groups ${result.groups.length} cpu ${Math.round(cpuMs)} ms [${stages}] {${counts}} ${line.misses.join(' ')}`,
    );
    if (args.draw) {
      const found = result.groups.flatMap((group) => (group.corners ? [group.corners] : []));
      await drawOutlines(DRAW_DIR, name, photo.jpeg, photo.corners, found);
    }
  }
  const cpu = [...totals.cpu].sort((a, b) => a - b);
  console.log(
    `all: found ${totals.found}/${totals.cards} (${((100 * totals.found) / Math.max(1, totals.cards)).toFixed(1)} %), top-1 ${totals.top1} (${((100 * totals.top1) / Math.max(1, totals.cards)).toFixed(1)} %), cpu median ${Math.round(cpu[cpu.length >> 1] ?? 0)} ms, max ${Math.round(cpu.at(-1) ?? 0)} ms, sum ${Math.round(cpu.reduce((a, b) => a + b, 0))} ms`,
  );
  if (summed.size > 0) {
    console.log(
      `summed: ${[...summed]
        .sort((a, b) => b[1] - a[1])
        .map(([key, value]) => `${key} ${Math.round(value)}`)
        .join(', ')}`,
    );
  }
  await engine?.numberReader.close();
}

/** Each true card scored by the group whose outline's centre is on it (as the suite does). */
function scorePhoto(entry: Planned, truths: Quad[], result: EngineResult) {
  const used = new Set<number>();
  let found = 0;
  let top1 = 0;
  const misses: string[] = [];
  for (const [i, truth] of truths.entries()) {
    const index = result.groups.findIndex(
      (group, g) => !used.has(g) && group.corners && pointInQuad(quadCentre(group.corners), truth),
    );
    const card = entry.cards[i];
    if (index < 0) {
      misses.push(`#${i}:missed`);
      continue;
    }
    used.add(index);
    found++;
    const group = result.groups[index];
    if (group?.matches[0]?.productId === card?.productId) {
      top1++;
    } else {
      const error = group?.corners ? outlineError(group.corners, truth) : 1;
      misses.push(`#${i}:wrong(${(error * 100).toFixed(0)}%)`);
    }
  }
  return { cards: truths.length, found, top1, misses };
}

await main();
