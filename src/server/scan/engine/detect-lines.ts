import { fitLine, intersectLines, isConvex, type Line, polygonArea } from './detect-geometry.ts';
import type { GradientField } from './detect-support.ts';
import type { Point, Quad } from './homography.ts';
import type { OpenCv } from './opencv.ts';

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

/**
 * How much of the stretch of `line` between two points its segments cover: overall, and the
 * less covered of its two end quarters (the very ends, rounded card corners, left out).
 */
function coverage(line: EdgeLine, from: Point, to: Point): { all: number; ends: number } {
  const ta = from[0] * line.dx + from[1] * line.dy;
  const tb = to[0] * line.dx + to[1] * line.dy;
  const length = Math.abs(tb - ta);
  const lo = Math.min(ta, tb) + length * 0.06;
  const hi = Math.max(ta, tb) - length * 0.06;
  const quarter = length * 0.22;
  return {
    all: coveredBetween(line, lo, hi),
    ends: Math.min(coveredBetween(line, lo, lo + quarter), coveredBetween(line, hi - quarter, hi)),
  };
}

type Pair = { first: EdgeLine; second: EdgeLine; angle: number; separation: number };

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
        pairs.push({ first, second, angle: first.angle, separation });
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
  options: { minSide: number; maxLines: number },
): LineQuad[] {
  const found = new cv.Mat();
  const mask = new cv.Mat(edges.rows, edges.cols, cv.CV_8UC1);
  try {
    const minLength = Math.max(12, Math.round(options.minSide * 0.3));
    const segments: Segment[] = [];
    // One Hough per edge orientation: where background stripes meet a card's edge, a single
    // pass lets the stripes' lines swallow the edge's pixels and the edge is never found.
    const bins = orientationBins(edges, field);
    for (let bin = 0; bin < ORIENTATION_BINS; bin++) {
      const target = mask.data;
      const previous = (bin + ORIENTATION_BINS - 1) % ORIENTATION_BINS;
      for (let i = 0; i < bins.length; i++) {
        const b = bins[i] as number;
        target[i] = b === bin + 8 || b === bin + 4 || b === previous + 4 ? 255 : 0;
      }
      cv.HoughLinesP(mask, found, 1, DEG, Math.round(minLength * 0.6), minLength, 4);
      segments.push(...toSegments(found));
    }
    const lines = mergeSegments(segments.sort((x, y) => y.length - x.length))
      .filter((line) => line.covered >= options.minSide * 0.4)
      .sort((a, b) => b.covered - a.covered)
      .slice(0, options.maxLines);
    return quadsFromLines(lines, edges.cols, edges.rows, options.minSide);
  } finally {
    found.delete();
    mask.delete();
  }
}

const ORIENTATION_BINS = 4;

/**
 * Per edge pixel, the orientation bin(s) of its gradient: 8 + bin when only in that bin,
 * 4 + bin when in that bin and the next (bins overlap by a fifth of their width), 255 for
 * non-edges.
 */
function orientationBins(edges: Mat, field: GradientField): Uint8Array {
  const source = edges.data;
  const bins = new Uint8Array(source.length).fill(255);
  const width = Math.PI / ORIENTATION_BINS;
  for (let i = 0; i < source.length; i++) {
    if (source[i] === 0) {
      continue;
    }
    let angle = Math.atan2(field.gy[i] as number, field.gx[i] as number) + width / 2;
    if (angle < 0) {
      angle += Math.PI;
    }
    const position = (angle % Math.PI) / width;
    const bin = Math.floor(position) % ORIENTATION_BINS;
    const fraction = position - Math.floor(position);
    const previous = (bin + ORIENTATION_BINS - 1) % ORIENTATION_BINS;
    bins[i] = fraction > 0.8 ? 4 + bin : fraction < 0.2 ? 4 + previous : 8 + bin;
  }
  return bins;
}

type Crossing = { line: EdgeLine; onFirst: Point; onSecond: Point; at: number };

/**
 * For each pair of near-parallel lines taken as a card's long sides, the crossing lines whose
 * stretch between them is an edge; two such crossings a card's length apart close a quad.
 */
function quadsFromLines(
  lines: EdgeLine[],
  width: number,
  height: number,
  minSide: number,
): LineQuad[] {
  const quads: LineQuad[] = [];
  const margin = 0.03 * Math.max(width, height);
  const inside = ([x, y]: Point) =>
    x > -margin && y > -margin && x < width + margin && y < height + margin;
  const maxSide = Math.min(width, height) * 0.95;
  for (const pair of parallelPairs(lines, minSide)) {
    if (pair.separation > maxSide) {
      continue;
    }
    const { first, second } = pair;
    const crossings: Crossing[] = [];
    for (const line of lines) {
      if (angleBetween(line.angle, pair.angle) < Math.PI / 2 - PERPENDICULAR_TOLERANCE) {
        continue;
      }
      const onFirst = intersectLines(first, line);
      const onSecond = intersectLines(second, line);
      if (!onFirst || !onSecond) {
        continue;
      }
      const covered = coverage(line, onFirst, onSecond);
      if (covered.all < 0.25) {
        continue;
      }
      const at = (onFirst[0] + onSecond[0]) * first.dx + (onFirst[1] + onSecond[1]) * first.dy;
      crossings.push({ line, onFirst, onSecond, at: at / 2 });
    }
    crossings.sort((x, y) => x.at - y.at);
    for (let i = 0; i < crossings.length; i++) {
      const top = crossings[i] as Crossing;
      for (let j = i + 1; j < crossings.length; j++) {
        const bottom = crossings[j] as Crossing;
        const length = bottom.at - top.at;
        if (length < pair.separation * 1.1) {
          continue;
        }
        if (length > pair.separation * 1.85) {
          break;
        }
        const quad: Quad = [top.onFirst, top.onSecond, bottom.onSecond, bottom.onFirst];
        if (!quad.every(inside) || !isConvex(quad) || polygonArea(quad) < minSide * minSide) {
          continue;
        }
        const sides = [
          coverage(top.line, top.onFirst, top.onSecond),
          coverage(second, top.onSecond, bottom.onSecond),
          coverage(bottom.line, bottom.onSecond, bottom.onFirst),
          coverage(first, bottom.onFirst, top.onFirst),
        ];
        const mean = sides.reduce((sum, side) => sum + side.all, 0) / 4;
        const least = Math.min(...sides.map((side) => side.all));
        const ends = Math.min(...sides.map((side) => side.ends));
        if (least >= 0.2 && mean >= 0.4) {
          quads.push({
            quad,
            rank: Math.sqrt(Math.sqrt(polygonArea(quad))) * mean * mean * (0.5 + ends),
          });
        }
      }
    }
  }
  return quads;
}
