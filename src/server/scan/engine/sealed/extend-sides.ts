import {
  distance,
  intersectLines,
  type Line,
  quadCentre,
} from '../../../vision/detect/detect-geometry.ts';
import { colourStep } from '../../../vision/detect/refine-corners.ts';
import type { Point, Quad } from '../../../vision/image/homography.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';

/** A side may move outward by up to this share of the face's size across it. */
const OUTWARD_SLACK = 0.14;
const SAMPLES = 32;
/** A candidate edge's summed step must reach this share of the strongest in the search. */
const PEAK_SHARE = 0.45;
/** The neighbouring sides must step across at least this share of the stretch they gain... */
const NEIGHBOUR_SUPPORT = 0.6;
/** ...each sample at least this share of the neighbour's median step along its known part. */
const STEP_SHARE = 0.4;

const lerp = (a: Point, b: Point, t: number): Point => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
];

function lineThrough(a: Point, b: Point): Line {
  const length = Math.max(1e-6, distance(a, b));
  return { px: a[0], py: a[1], dx: (b[0] - a[0]) / length, dy: (b[1] - a[1]) / length };
}

/** Colour steps across the segment a-b (sampled at `samples` points, its ends included). */
function stepsAcross(image: RgbImage, a: Point, b: Point, samples: number): number[] {
  const line = lineThrough(a, b);
  const [nx, ny] = [-line.dy * 2, line.dx * 2];
  return Array.from({ length: samples }, (_, s) => {
    const [x, y] = lerp(a, b, samples === 1 ? 0.5 : s / (samples - 1));
    return colourStep(image, x - nx, y - ny, x + nx, y + ny);
  });
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/**
 * Moves side i (quad[i] to quad[i + 1]) outward to the farthest strong edge parallel to it
 * whose neighbouring sides keep stepping across the stretch they gain: a face's side hidden
 * behind an inner line (a banner, a panel) is found, a background stripe beyond the face is
 * not (the face's other sides end before it).
 */
function extendSide(image: RgbImage, quad: Quad, i: number): Quad {
  const from = quad[i] as Point;
  const to = quad[(i + 1) % 4] as Point;
  const before = quad[(i + 3) % 4] as Point;
  const after = quad[(i + 2) % 4] as Point;
  const side = lineThrough(from, to);
  let outward: Point = [-side.dy, side.dx];
  const centre = quadCentre(quad);
  const middle = lerp(from, to, 0.5);
  if ((middle[0] - centre[0]) * outward[0] + (middle[1] - centre[1]) * outward[1] < 0) {
    outward = [-outward[0], -outward[1]];
  }
  const across = (distance(from, before) + distance(to, after)) / 2;
  const slack = Math.round(OUTWARD_SLACK * across);
  const profile: number[] = [];
  for (let k = 0; k <= slack; k++) {
    const shift: Point = [outward[0] * k, outward[1] * k];
    const a = lerp(from, to, 0.08);
    const b = lerp(from, to, 0.92);
    const steps = stepsAcross(
      image,
      [a[0] + shift[0], a[1] + shift[1]],
      [b[0] + shift[0], b[1] + shift[1]],
      SAMPLES,
    );
    profile.push(steps.reduce((sum, v) => sum + v, 0));
  }
  const strongest = Math.max(...profile);
  const neighbours = [lineThrough(before, from), lineThrough(after, to)];
  const known = [
    median(stepsAcross(image, lerp(before, from, 0.1), lerp(before, from, 0.9), 16)),
    median(stepsAcross(image, lerp(after, to, 0.1), lerp(after, to, 0.9), 16)),
  ];
  for (let k = slack - 1; k >= 3; k--) {
    const value = profile[k] as number;
    const isPeak = value >= (profile[k - 1] as number) && value >= (profile[k + 1] as number);
    if (!isPeak || value < PEAK_SHARE * strongest) {
      continue;
    }
    const moved: Line = { ...side, px: from[0] + outward[0] * k, py: from[1] + outward[1] * k };
    const newFrom = intersectLines(neighbours[0] as Line, moved);
    const newTo = intersectLines(neighbours[1] as Line, moved);
    if (!newFrom || !newTo) {
      continue;
    }
    const gained = [stepsAcross(image, from, newFrom, 6), stepsAcross(image, to, newTo, 6)].map(
      (steps, n) => steps.filter((v) => v >= STEP_SHARE * (known[n] as number)).length / 6,
    );
    if (gained.every((share) => share >= NEIGHBOUR_SUPPORT)) {
      const out = [...quad] as Quad;
      out[i] = newFrom;
      out[(i + 1) % 4] = newTo;
      return out;
    }
  }
  return quad;
}

/** The quad with each side moved out to the face's own edge where an inner line was taken. */
export function extendToFace(image: RgbImage, quad: Quad): Quad {
  let out = quad;
  for (let i = 0; i < 4; i++) {
    out = extendSide(image, out, i);
  }
  return out;
}
