/**
 * Centering accuracy and latency of the grading engine on synthetic photos with known border
 * offsets (50/50 to 75/25 on both axes, either side), through phone-photo perturbations
 * (perspective, rotation, blur, glare, sleeve sheen, noise, JPEG, plain/texture/clutter); then
 * scratch and print-line detection on damaged cards and false lines on the clean ones.
 * Usage: npm run bench:grading [-- pairs=60 seed=7 latency=40 surface=40]
 */
import os from 'node:os';
import { offsetCardPhoto } from '#test-support/synthetic/grading/grading-photos.ts';
import { createRandom } from '#test-support/synthetic/scan/seeded-random.ts';
import { centeringCeiling, type FaceCentering } from '../src/core/grading/ceilings.ts';
import type { Ratio } from '../src/core/grading/centering.ts';
import { measureFace } from '../src/server/grading/engine/measure-face.ts';
import type { GradingDeps } from '../src/server/grading/grading.repository.ts';
import { createGradingService } from '../src/server/grading/grading.service.ts';
import { loadOpenCv } from '../src/server/vision/image/opencv.ts';
import { measureSurface } from './grading-surface.ts';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.split('=') as [string, string]));
const PAIRS = Number(args.pairs ?? 60);
const LATENCY_RUNS = Number(args.latency ?? 40);
const SEED = Number(args.seed ?? 7);
const SURFACE_CARDS = Number(args.surface ?? 40);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (v: number, d = 2) => Math.round(v * 10 ** d) / 10 ** d;
const worstOf = ([a, b]: Ratio) => Math.max(a, b);

const random = createRandom(SEED);
const share = () => {
  const off = random.range(50, 75);
  return random.chance(0.5) ? off : 100 - off;
};

const cv = await loadOpenCv();
const errors: number[] = [];
let faces = 0;
let accepted = 0;
let falseAccepts = 0;
let psaChecked = 0;
let psaRight = 0;
let cleanWithLines = 0;
const rejectReasons: Record<string, number> = {};
const pairs: { front: Buffer; back: Buffer }[] = [];

for (let i = 0; i < PAIRS; i++) {
  const pair: Buffer[] = [];
  for (const face of ['front', 'back'] as const) {
    const truth = { left: share(), top: share() };
    const style = face === 'back' ? 'back' : random.pick(['yellow', 'silver'] as const);
    const difficulty = random.pick([0.5, 1, 1.5]);
    const photo = await offsetCardPhoto(
      { ...truth, style, seed: i * 2 + 1 },
      SEED * 1000 + i * 2 + (face === 'back' ? 1 : 0),
      { difficulty },
    );
    pair.push(photo.jpeg);
    const result = await measureFace(cv, { image: new Uint8Array(photo.jpeg), corners: null });
    faces++;
    if (result.problems.length > 0 || !result.centering) {
      for (const p of result.problems) {
        rejectReasons[p.code] = (rejectReasons[p.code] ?? 0) + 1;
      }
      continue;
    }
    accepted++;
    if (result.marks.some((m) => m.kind === 'surface_scratch' || m.kind === 'surface_line')) {
      cleanWithLines++;
    }
    const lr = Math.abs(result.centering.leftRight[0] - truth.left);
    const tb = Math.abs(result.centering.topBottom[0] - truth.top);
    errors.push(lr, tb);
    if (Math.max(lr, tb) > 3) {
      falseAccepts++;
      if (args.verbose) {
        process.stderr.write(
          `${JSON.stringify({ i, face, truth, style, difficulty, got: result.centering, lines: result.lines, corners: result.corners, truthCorners: photo.corners[0] })}\n`,
        );
      }
    }
    const truthFace = {
      worst: Math.max(truth.left, 100 - truth.left, truth.top, 100 - truth.top),
      best: Math.min(Math.max(truth.left, 100 - truth.left), Math.max(truth.top, 100 - truth.top)),
    };
    const measuredLr = worstOf(result.centering.leftRight);
    const measuredTb = worstOf(result.centering.topBottom);
    const measuredFace = {
      worst: Math.max(measuredLr, measuredTb),
      best: Math.min(measuredLr, measuredTb),
    };
    const pick = (f: FaceCentering): [FaceCentering | null, FaceCentering | null] =>
      face === 'front' ? [f, null] : [null, f];
    const truthCeiling = centeringCeiling('PSA', ...pick(truthFace));
    if (!truthCeiling.borderline) {
      psaChecked++;
      if (centeringCeiling('PSA', ...pick(measuredFace)).grade === truthCeiling.grade) {
        psaRight++;
      }
    }
  }
  pairs.push({ front: pair[0] as Buffer, back: pair[1] as Buffer });
}

const surface = await measureSurface(cv, { cards: SURFACE_CARDS, seed: SEED });

// Latency: front + back through the real service (worker pool, both faces at once).
const service = createGradingService({} as GradingDeps, {
  workers: 2,
  queueLimit: 8,
  timeoutMs: 60_000,
});
await service.estimate({
  front: pairs[0]?.front as Buffer,
  back: null,
  frontCorners: null,
  backCorners: null,
});
const latencies: number[] = [];
for (const pair of pairs.slice(0, Math.min(pairs.length, LATENCY_RUNS))) {
  const started = performance.now();
  await service.estimate({ ...pair, frontCorners: null, backCorners: null });
  latencies.push(performance.now() - started);
}
await service.close();

console.log(
  JSON.stringify(
    {
      faces,
      accepted,
      rejectRate: round(1 - accepted / faces, 3),
      rejectReasons,
      centeringErrorPp: {
        mean: round(errors.reduce((s, e) => s + e, 0) / errors.length),
        median: round(percentile(errors, 50)),
        p95: round(percentile(errors, 95)),
        max: round(Math.max(...errors)),
      },
      falseAcceptRate: round(falseAccepts / faces, 4),
      psaCeilingMatch: { checked: psaChecked, rate: round(psaRight / psaChecked, 4) },
      surfaceLines: {
        ...surface,
        cleanFacesWithFalseLine: { faces: accepted, rate: round(cleanWithLines / accepted, 4) },
      },
      pairLatencyMs: {
        p50: Math.round(percentile(latencies, 50)),
        p95: Math.round(percentile(latencies, 95)),
        runs: latencies.length,
      },
      machine: { cpus: os.availableParallelism(), loadavg: os.loadavg().map((l) => round(l)) },
    },
    null,
    2,
  ),
);
