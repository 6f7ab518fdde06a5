import type { Point, Quad } from '../image/homography.ts';
import type { OpenCv } from '../image/opencv.ts';
import { fitLine, intersectLines, isConvex, type Line, polygonArea } from './detect-geometry.ts';
import type { GradientField } from './detect-support.ts';

type Mat = InstanceType<OpenCv['Mat']>;

/** A straight edge: Hough segments merged onto one line, with the stretches they cover. */
type EdgeLine = Line & {
  /** Angle of the direction in [0, pi). */
  angle: number;
  /** Covered stretches along the direction (t = direction . point), sorted and disjoint. */
  spans: [number, number][];
  covered: number;
  centre: Point;
};

type Segment = { a: Point; b: Point; length: number; angle: number };

const DEG = Math.PI / 180;
const MERGE_ANGLE = 3 * DEG;
const MERGE_OFFSET = 3;
/** Opposite sides of a card in a photo: perspective and tilt leave them this far from parallel. */
const PARALLEL_TOLERANCE = 20 * DEG;
const PERPENDICULAR_TOLERANCE = 25 * DEG;

function angleBetween(a: number, b: number): number {
  const d = Math.abs(a - b) % Math.PI;
  return Math.min(d, Math.PI - d);
}

function toSegments(lines: Mat): Segment[] {
  const segments: Segment[] = [];
  const data = lines.data32S;
  for (let i = 0; i + 3 < data.length; i += 4) {
    const a: Point = [data[i] as number, data[i + 1] as number];
    const b: Point = [data[i + 2] as number, data[i + 3] as number];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    let angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
    if (angle < 0) {
      angle += Math.PI;
    }
    if (angle >= Math.PI) {
      angle -= Math.PI;
    }
    segments.push({ a, b, length, angle });
  }
  return segments;
}

const offsetFrom = (line: Line, [x, y]: Point) =>
  Math.abs((x - line.px) * line.dy - (y - line.py) * line.dx);

/** Groups collinear segments (the same edge found in pieces, or by several channels). */
function mergeSegments(segments: Segment[]): EdgeLine[] {
  const groups: { line: Line; angle: number; members: Segment[] }[] = [];
  for (const segment of segments) {
    const group = groups.find(
      (g) =>
        angleBetween(g.angle, segment.angle) < MERGE_ANGLE &&
        offsetFrom(g.line, segment.a) < MERGE_OFFSET &&
        offsetFrom(g.line, segment.b) < MERGE_OFFSET,
    );
    if (!group) {
      groups.push({
        line: {
          px: segment.a[0],
          py: segment.a[1],
          dx: Math.cos(segment.angle),
          dy: Math.sin(segment.angle),
        },
        angle: segment.angle,
        members: [segment],
      });
      continue;
    }
    group.members.push(segment);
    const points = group.members.flatMap((m) => [m.a, m.b]);
    const weights = group.members.flatMap((m) => [m.length, m.length]);
    const line = fitLine(points, weights);
    if (line) {
      group.line = line;
      group.angle = ((Math.atan2(line.dy, line.dx) % Math.PI) + Math.PI) % Math.PI;
    }
  }
  return groups.map(({ line, angle, members }) => {
    const raw = members
      .map((m) => {
        const ta = m.a[0] * line.dx + m.a[1] * line.dy;
        const tb = m.b[0] * line.dx + m.b[1] * line.dy;
        return [Math.min(ta, tb), Math.max(ta, tb)] as [number, number];
      })
      .sort((x, y) => x[0] - y[0]);
    const spans: [number, number][] = [];
    for (const span of raw) {
      const last = spans[spans.length - 1];
      if (last && span[0] <= last[1]) {
        last[1] = Math.max(last[1], span[1]);
      } else {
        spans.push([...span]);
      }
    }
    const covered = spans.reduce((s, [a, b]) => s + b - a, 0);
    const mid = (spans[0]?.[0] ?? 0) / 2 + (spans[spans.length - 1]?.[1] ?? 0) / 2;
    const base = line.px * line.dx + line.py * line.dy;
    return {
      ...line,
      angle,
      spans,
      covered,
      centre: [line.px + (mid - base) * line.dx, line.py + (mid - base) * line.dy] as Point,
    };
  });
}

function coveredBetween(line: EdgeLine, lo: number, hi: number): number {
  let covered = 0;
  for (const [a, b] of line.spans) {
    covered += Math.max(0, Math.min(b, hi) - Math.max(a, lo));
  }
  return covered / Math.max(1, hi - lo);
}

/** Where a point lies along a line's direction (the t of its spans). */
const along = (line: EdgeLine, [x, y]: Point) => x * line.dx + y * line.dy;

/** How much of the stretch of `line` between ta and tb its segments cover (very ends left out). */
function coverage(line: EdgeLine, ta: number, tb: number): number {
  const length = Math.abs(tb - ta);
  return coveredBetween(line, Math.min(ta, tb) + length * 0.06, Math.max(ta, tb) - length * 0.06);
}

/** The less covered of the two end quarters of that stretch (next to the card's corners). */
function endCoverage(line: EdgeLine, ta: number, tb: number): number {
  const length = Math.abs(tb - ta);
  const lo = Math.min(ta, tb) + length * 0.06;
  const hi = Math.max(ta, tb) - length * 0.06;
  const quarter = length * 0.22;
  return Math.min(coveredBetween(line, lo, lo + quarter), coveredBetween(line, hi - quarter, hi));
}

type Pair = { first: EdgeLine; second: EdgeLine; separation: number };

function parallelPairs(lines: EdgeLine[], minSide: number): Pair[] {
  const pairs: Pair[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i] as EdgeLine;
    for (let j = i + 1; j < lines.length; j++) {
      const second = lines[j] as EdgeLine;
      if (angleBetween(first.angle, second.angle) > PARALLEL_TOLERANCE) {
        continue;
      }
      const separation = (offsetFrom(first, second.centre) + offsetFrom(second, first.centre)) / 2;
      if (separation >= minSide) {
        pairs.push({ first, second, separation });
      }
    }
  }
  return pairs.sort((a, b) => a.separation - b.separation);
}

/** rank: how fully the segments cover the sides (a cheap stand-in for support), mildly favouring
 * larger quads (area would let the many quads spanning several cards crowd out each card). */
export type LineQuad = { quad: Quad; rank: number };

/**
 * Card-shaped quads whose four sides lie on straight edges of the photo: two near-parallel
 * lines a card's width apart crossed by two a card's length apart (the ratio checked loosely
 * here, exactly by the caller).
 */
export function lineQuads(
  cv: OpenCv,
  edges: Mat,
  field: GradientField,
  options: {
    minSide: number;
    maxLines: number;
    /** Long side over short side, [least, most]: a card's by default; sealed faces go to 1:1 and 3.7:1. */
    lengthRange?: [number, number];
    /**
     * How finely edge pixels are split by orientation for Hough, each split run in turn
     * ([ORIENTATION_BINS] by default).
     */
    orientationBins?: number[];
    /** Times a stage (profiling); runs it untimed by default. */
    time?: <T>(stage: string, work: () => T) => T;
  },
): LineQuad[] {
  const time = options.time ?? (<T>(_stage: string, work: () => T): T => work());
  const found = new cv.Mat();
  const splits = (options.orientationBins ?? [ORIENTATION_BINS]).map((bins) =>
    Array.from({ length: bins }, () => cv.Mat.zeros(edges.rows, edges.cols, cv.CV_8UC1)),
  );
  try {
    const minLength = Math.max(12, Math.round(options.minSide * 0.3));
    const segments: Segment[] = [];
    // One Hough per edge orientation: where background stripes meet a card's edge, a single
    // pass lets the stripes' lines swallow the edge's pixels and the edge is never found.
    time('detect.hough', () => {
      for (const masks of splits) {
        fillOrientationMasks(edges, field, masks);
        for (const mask of masks) {
          cv.HoughLinesP(mask, found, 1, DEG, Math.round(minLength * 0.6), minLength, 4);
          segments.push(...toSegments(found));
        }
      }
    });
    const lines = time('detect.merge', () =>
      mergeSegments(segments.sort((x, y) => y.length - x.length))
        .filter((line) => line.covered >= options.minSide * 0.4)
        .sort((a, b) => b.covered - a.covered)
        .slice(0, options.maxLines),
    );
    return time('detect.lineQuads', () =>
      quadsFromLines(lines, edges.cols, edges.rows, options.minSide, options.lengthRange),
    );
  } finally {
    found.delete();
    for (const mask of splits.flat()) {
      mask.delete();
    }
  }
}

const ORIENTATION_BINS = 4;

/**
 * Sorts the edge pixels into one mask per gradient orientation bin (set to 255; as many bins as
 * masks). Bins overlap by a fifth of their width: a pixel near a bin's boundary goes into both.
 */
function fillOrientationMasks(edges: Mat, field: GradientField, masks: Mat[]): void {
  const source = edges.data;
  const targets = masks.map((mask) => mask.data);
  const bins = masks.length;
  const width = Math.PI / bins;
  for (let i = 0; i < source.length; i++) {
    if (source[i] === 0) {
      continue;
    }
    let angle = Math.atan2(field.gy[i] as number, field.gx[i] as number) + width / 2;
    if (angle < 0) {
      angle += Math.PI;
    }
    const position = (angle % Math.PI) / width;
    const bin = Math.floor(position) % bins;
    const fraction = position - Math.floor(position);
    (targets[bin] as Uint8Array)[i] = 255;
    if (fraction > 0.8) {
      (targets[(bin + 1) % bins] as Uint8Array)[i] = 255;
    } else if (fraction < 0.2) {
      (targets[(bin + bins - 1) % bins] as Uint8Array)[i] = 255;
    }
  }
}

/** A line crossing both lines of a pair; t values along each, coverage between them. */
type Crossing = {
  line: EdgeLine;
  onFirst: Point;
  onSecond: Point;
  at: number;
  tFirst: number;
  tSecond: number;
  covered: number;
  ends: number;
  inside: boolean;
};

/**
 * For each pair of near-parallel lines taken as a card's long sides, the crossing lines whose
 * stretch between them is an edge; two such crossings a card's length apart close a quad.
 */
function quadsFromLines(
  lines: EdgeLine[],
  width: number,
  height: number,
  minSide: number,
  [shortest, longest]: [number, number] = [1.1, 1.85],
): LineQuad[] {
  const quads: LineQuad[] = [];
  const margin = 0.03 * Math.max(width, height);
  const inside = ([x, y]: Point) =>
    x > -margin && y > -margin && x < width + margin && y < height + margin;
  const maxSide = Math.min(width, height) * 0.95;
  const count = lines.length;
  // The lines crossing each line near a right angle (a pair's crossings depend on its first).
  const crossers = lines.map((line) => {
    const found: number[] = [];
    lines.forEach((other, k) => {
      if (angleBetween(other.angle, line.angle) >= Math.PI / 2 - PERPENDICULAR_TOLERANCE) {
        found.push(k);
      }
    });
    return found;
  });
  // Where line k crosses line i (at i * count + k), and how far along line k: each such crossing
  // is met in many pairs' quads, so it is worked out once. Only lines at least 45 degrees apart
  // are ever asked about (a crosser is 65 from a pair's first line, which is 20 from its second);
  // the rest stay NaN.
  const meetings: (Point | null)[] = new Array(count * count).fill(null);
  const meetAlong = new Float64Array(count * count).fill(Number.NaN);
  const minCrossing = Math.PI / 2 - PERPENDICULAR_TOLERANCE - PARALLEL_TOLERANCE;
  for (let i = 0; i < count; i++) {
    const line = lines[i] as EdgeLine;
    for (let k = 0; k < count; k++) {
      const other = lines[k] as EdgeLine;
      if (angleBetween(line.angle, other.angle) < minCrossing) {
        continue;
      }
      const point = intersectLines(line, other);
      if (point) {
        meetings[i * count + k] = point;
        meetAlong[i * count + k] = along(other, point);
      }
    }
  }
  const index = new Map(lines.map((line, i) => [line, i]));
  for (const pair of parallelPairs(lines, minSide)) {
    if (pair.separation > maxSide) {
      continue;
    }
    const { first, second } = pair;
    const i = index.get(first) ?? 0;
    const j = index.get(second) ?? 0;
    const crossings: Crossing[] = [];
    for (const k of crossers[i] ?? []) {
      const ta = meetAlong[i * count + k] as number;
      const tb = meetAlong[j * count + k] as number;
      const line = lines[k] as EdgeLine;
      // NaN (parallel) fails too. Segments cover at most `covered` of the stretch: most
      // crossings fail this cheaply.
      if (!(line.covered >= 0.25 * 0.88 * Math.abs(tb - ta) - 1e-9)) {
        continue;
      }
      const onFirst = meetings[i * count + k] as Point;
      const onSecond = meetings[j * count + k] as Point;
      const covered = coverage(line, ta, tb);
      if (covered < 0.25) {
        continue;
      }
      const at = (onFirst[0] + onSecond[0]) * first.dx + (onFirst[1] + onSecond[1]) * first.dy;
      crossings.push({
        line,
        onFirst,
        onSecond,
        at: at / 2,
        tFirst: along(first, onFirst),
        tSecond: along(second, onSecond),
        covered,
        ends: endCoverage(line, ta, tb),
        inside: inside(onFirst) && inside(onSecond),
      });
    }
    crossings.sort((x, y) => x.at - y.at);
    for (let i = 0; i < crossings.length; i++) {
      const top = crossings[i] as Crossing;
      if (!top.inside) {
        continue;
      }
      for (let j = i + 1; j < crossings.length; j++) {
        const bottom = crossings[j] as Crossing;
        const length = bottom.at - top.at;
        if (length < pair.separation * shortest) {
          continue;
        }
        if (length > pair.separation * longest) {
          break;
        }
        if (!bottom.inside) {
          continue;
        }
        // Cheapest tests first: the two long sides' coverage, then the shape.
        const right = coverage(second, top.tSecond, bottom.tSecond);
        const left = coverage(first, bottom.tFirst, top.tFirst);
        const least = Math.min(top.covered, right, bottom.covered, left);
        const mean = (top.covered + right + bottom.covered + left) / 4;
        if (least < 0.2 || mean < 0.4) {
          continue;
        }
        const quad: Quad = [top.onFirst, top.onSecond, bottom.onSecond, bottom.onFirst];
        const area = polygonArea(quad);
        if (!isConvex(quad) || area < minSide * minSide) {
          continue;
        }
        const ends = Math.min(
          top.ends,
          endCoverage(second, top.tSecond, bottom.tSecond),
          bottom.ends,
          endCoverage(first, bottom.tFirst, top.tFirst),
        );
        quads.push({ quad, rank: Math.sqrt(Math.sqrt(area)) * mean * mean * (0.5 + ends) });
      }
    }
  }
  return quads;
}
