import type { GuideLines, Sides } from '#core/grading/centering.ts';
import type { RgbImage } from '../../vision/image/rgb-image.ts';
import { CARD_H, CARD_W, NOMINAL_OUTER } from './geometry.ts';

type Side = keyof Sides;
/** Stations along each side (share of its length), as in PSA's "most off-centre part". */
const STATIONS = [0.15, 0.3, 0.5, 0.7, 0.85];
const BAND = 12;
const OUTER_REACH = 14;
const INNER_MIN = 8;
const INNER_MAX = 140;
/** The frame edge is the first peak inward that reaches this share of the strongest one. */
const INNER_SHARE = 0.35;
/** A step this far outside the card edge, this strong, on most stations: the 'edge' is a frame. */
const OUTSIDE_MIN = 16;
const OUTSIDE_MAX = 64;
const OUTSIDE_SHARE = 0.3;
/** A station this far (px) from the median border width read a different edge. */
const OUTLIER_PX = 8;
/** Colour standard deviation below which a band counts as one printed colour. */
const UNIFORM_STD = 12;

export type SideReading = {
  outer: number;
  inner: number;
  /** Spread of the border width across stations (px); large: uneven or misread. */
  spread: number;
  stations: number;
  /** Outer step peak divided by the step's total gradient: low when blurred. */
  sharpness: number;
  /** A straight, strong step runs parallel outside the card edge (a frame taken for the card). */
  outsideStep: boolean;
};

/** Colour gradient magnitude across the side (inward = increasing t) at distance t. */
function profile(image: RgbImage, side: Side, along: number, from: number, to: number): number[] {
  const { data, width } = image;
  const horizontal = side === 'left' || side === 'right';
  const inward = side === 'left' || side === 'top' ? 1 : -1;
  const base = NOMINAL_OUTER[side];
  const out: number[] = [];
  for (let t = from; t <= to; t++) {
    let sum = 0;
    for (let k = -BAND; k <= BAND; k++) {
      const a = base + inward * (t - 1);
      const b = base + inward * (t + 1);
      const [ax, ay, bx, by] = horizontal
        ? [a, along + k, b, along + k]
        : [along + k, a, along + k, b];
      const i = (Math.round(ay) * width + Math.round(ax)) * 3;
      const j = (Math.round(by) * width + Math.round(bx)) * 3;
      sum +=
        Math.abs((data[i] as number) - (data[j] as number)) +
        Math.abs((data[i + 1] as number) - (data[j + 1] as number)) +
        Math.abs((data[i + 2] as number) - (data[j + 2] as number));
    }
    out.push(sum / (2 * BAND + 1));
  }
  return out;
}

/**
 * Whether the band from t0 to t1 (across the side) is one flat colour, as a printed border is;
 * striped or cluttered backgrounds are not.
 */
function isUniformBand(image: RgbImage, side: Side, along: number, t0: number, t1: number) {
  const horizontal = side === 'left' || side === 'right';
  const inward = side === 'left' || side === 'top' ? 1 : -1;
  const base = NOMINAL_OUTER[side];
  const sums = [0, 0, 0];
  const squares = [0, 0, 0];
  let n = 0;
  for (let t = Math.ceil(t0); t <= t1; t++) {
    for (let k = -BAND; k <= BAND; k += 3) {
      const a = Math.round(base + inward * t);
      const b = Math.round(along + k);
      const i = ((horizontal ? b : a) * image.width + (horizontal ? a : b)) * 3;
      for (let c = 0; c < 3; c++) {
        const v = image.data[i + c] as number;
        sums[c] = (sums[c] as number) + v;
        squares[c] = (squares[c] as number) + v * v;
      }
      n++;
    }
  }
  if (n < 10) {
    return false;
  }
  const spread = [0, 1, 2].map((c) =>
    Math.sqrt(Math.max(0, (squares[c] as number) / n - ((sums[c] as number) / n) ** 2)),
  );
  return Math.max(...spread) < UNIFORM_STD;
}

/** Sub-pixel offset of a peak by a parabola through it and its neighbours. */
function parabola(values: number[], i: number): number {
  const a = values[i - 1] ?? 0;
  const b = values[i] ?? 0;
  const c = values[i + 1] ?? 0;
  const d = a - 2 * b + c;
  return d < 0 ? Math.max(-0.5, Math.min(0.5, (0.5 * (a - c)) / d)) : 0;
}

const isPeak = (v: number[], i: number) =>
  (v[i] as number) >= (v[i - 1] ?? 0) && (v[i] as number) >= (v[i + 1] ?? 0);

function readStation(image: RgbImage, side: Side, along: number) {
  const from = -OUTSIDE_MAX - 1;
  const values = profile(image, side, along, from, INNER_MAX + OUTER_REACH + 1);
  const at = (t: number) => t - from;
  let outerIndex = at(-OUTER_REACH);
  for (let t = -OUTER_REACH; t <= OUTER_REACH; t++) {
    if ((values[at(t)] as number) > (values[outerIndex] as number)) {
      outerIndex = at(t);
    }
  }
  const outer = outerIndex + from + parabola(values, outerIndex);
  const peak = values[outerIndex] as number;
  let step = 0;
  for (let i = outerIndex - 6; i <= outerIndex + 6; i++) {
    step += values[i] ?? 0;
  }
  let outside: number | null = null;
  for (let i = outerIndex - OUTSIDE_MIN; i >= outerIndex - (OUTSIDE_MAX - OUTER_REACH); i--) {
    const t = i + from;
    if (
      isPeak(values, i) &&
      (values[i] as number) >= OUTSIDE_SHARE * peak &&
      isUniformBand(image, side, along, t + 3, outer - 3)
    ) {
      outside = t;
    }
  }
  const start = outerIndex + INNER_MIN;
  const end = Math.min(values.length - 2, outerIndex + INNER_MAX);
  let strongest = 0;
  for (let i = start; i <= end; i++) {
    strongest = Math.max(strongest, values[i] as number);
  }
  for (let i = start; i <= end; i++) {
    if (isPeak(values, i) && (values[i] as number) >= INNER_SHARE * strongest && strongest > 12) {
      return {
        outer,
        inner: i + from + parabola(values, i),
        sharpness: peak / (step || 1),
        outside,
      };
    }
  }
  return { outer, inner: null, sharpness: peak / (step || 1), outside };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

function readSide(image: RgbImage, side: Side): SideReading | null {
  const horizontal = side === 'left' || side === 'right';
  const length = horizontal ? CARD_H : CARD_W;
  const start = horizontal ? NOMINAL_OUTER.top : NOMINAL_OUTER.left;
  const stations = STATIONS.map((s) => readStation(image, side, start + s * length));
  const found = stations.filter(
    (r): r is ReturnType<typeof readStation> & { inner: number } => r.inner !== null,
  );
  const outside = stations.flatMap((r) => (r.outside === null ? [] : [r.outside - r.outer]));
  // A station whose width is far from the others' read another edge (the art box behind a faint
  // frame edge): it is left out, as long as most stations agree on one border.
  const typical = median(found.map((r) => r.inner - r.outer));
  const agreeing = found.filter((r) => Math.abs(r.inner - r.outer - typical) <= OUTLIER_PX);
  if (agreeing.length < 3) {
    return null;
  }
  const widths = agreeing.map((r) => r.inner - r.outer);
  const sign = side === 'left' || side === 'top' ? 1 : -1;
  const base = NOMINAL_OUTER[side];
  return {
    outer: base + sign * median(agreeing.map((r) => r.outer)),
    inner: base + sign * median(agreeing.map((r) => r.inner)),
    spread: Math.max(...widths) - Math.min(...widths),
    stations: agreeing.length,
    sharpness: median(agreeing.map((r) => r.sharpness)),
    outsideStep: outside.length >= 3 && Math.max(...outside) - Math.min(...outside) <= 4,
  };
}

export type EdgeReading = { lines: GuideLines; sides: Record<Side, SideReading> } | null;

/** The outer edge and inner frame on every side of a rectified card, or null if one is missing. */
export function readEdges(image: RgbImage): EdgeReading {
  const sides = {} as Record<Side, SideReading>;
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const reading = readSide(image, side);
    if (!reading) {
      return null;
    }
    sides[side] = reading;
  }
  const pick = (key: 'outer' | 'inner'): Sides => ({
    left: sides.left[key],
    right: sides.right[key],
    top: sides.top[key],
    bottom: sides.bottom[key],
  });
  return { lines: { outer: pick('outer'), inner: pick('inner') }, sides };
}

/** How far out (px) a card edge is looked for beyond a detected edge that may be the frame. */
const GROW_MIN = 10;
const GROW_MAX = 66;

/**
 * The nearest strong step outside the detected edge at one station, with one flat colour
 * between them (a printed border): where the real card edge is when the detector took the
 * inner frame for it. Distance outward in px, or null.
 */
function stepOutside(image: RgbImage, side: Side, along: number): number | null {
  const values = profile(image, side, along, -GROW_MAX - 1, 3);
  const at = (t: number) => t + GROW_MAX + 1;
  let edge = 0;
  for (let t = -3; t <= 3; t++) {
    edge = Math.max(edge, values[at(t)] as number);
  }
  for (let t = -GROW_MIN; t >= -GROW_MAX; t--) {
    const i = at(t);
    if (
      isPeak(values, i) &&
      (values[i] as number) >= OUTSIDE_SHARE * edge &&
      (values[i] as number) > 12 &&
      isUniformBand(image, side, along, t + 3, -3)
    ) {
      return -t - parabola(values, i);
    }
  }
  return null;
}

/**
 * Per side, how far out (px) the card edge lies if the detected outline is the printed frame:
 * most stations must agree within 3 px; 0 where they do not (the edge stays).
 */
export function outwardEdges(image: RgbImage): Sides {
  const result = { left: 0, right: 0, top: 0, bottom: 0 };
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const horizontal = side === 'left' || side === 'right';
    const length = horizontal ? CARD_H : CARD_W;
    const start = horizontal ? NOMINAL_OUTER.top : NOMINAL_OUTER.left;
    const steps = STATIONS.flatMap((s) => {
      const step = stepOutside(image, side, start + s * length);
      return step === null ? [] : [step];
    });
    if (steps.length >= 3) {
      const typical = median(steps);
      if (steps.filter((s) => Math.abs(s - typical) <= 3).length >= 3) {
        result[side] = typical;
      }
    }
  }
  return result;
}
