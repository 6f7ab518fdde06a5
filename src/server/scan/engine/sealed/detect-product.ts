import { contourQuads } from '../../../vision/detect/detect-contours.ts';
import {
  distance,
  isConvex,
  polygonArea,
  quadCentre,
} from '../../../vision/detect/detect-geometry.ts';
import { lineQuads } from '../../../vision/detect/detect-lines.ts';
import {
  type GradientField,
  gradientField,
  quadSupport,
} from '../../../vision/detect/detect-support.ts';
import type { Point, Quad } from '../../../vision/image/homography.ts';
import type { OpenCv } from '../../../vision/image/opencv.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';

/** Detection works on a copy whose long side is this many pixels. */
const DETECT_SIZE = 512;
/** Front faces from a 1:3 pack to a 3:1 display, with room for perspective. */
const MIN_FACE_ASPECT = 1 / 3.6;
const MAX_FACE_ASPECT = 3.6;
/** A product framed in the sealed guide covers at least this share of the photo. */
const MIN_AREA = 0.05;
/** Corners of a box front seen in perspective stay within this of a right angle. */
const MAX_CORNER_SKEW = (35 * Math.PI) / 180;
/** Straight edges kept for building quads (the longest), and line quads measured. */
const MAX_LINES = 400;
const MAX_LINE_QUADS = 2500;
/** Quads measured coarsely first (a dozen samples a side); this many of the best, finely. */
const COARSE_SAMPLES = 14;
const FINE_CANDIDATES = 60;

type ProductCandidate = { quad: Quad; score: number; aspect: number };

/**
 * Clockwise from the top-left of a product standing upright (tilted by less than 45 degrees):
 * the top side is the one whose middle is highest in the photo, whatever its length.
 */
export function orderUpright(points: Point[]): Quad {
  const [cx, cy] = quadCentre(points as Quad);
  const sorted = [...points].sort(
    (a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx),
  );
  // Clockwise in image coordinates (y down); the top side's middle has the smallest y.
  let start = 0;
  let highest = Infinity;
  for (let i = 0; i < 4; i++) {
    const a = sorted[i] as Point;
    const b = sorted[(i + 1) % 4] as Point;
    const middle = (a[1] + b[1]) / 2;
    if (middle < highest) {
      highest = middle;
      start = i;
    }
  }
  return [0, 1, 2, 3].map((k) => sorted[(start + k) % 4] as Point) as Quad;
}

/** Width over height of an upright quad: mean of top and bottom over mean of the sides. */
export function faceAspect(quad: Quad): number {
  const across = distance(quad[0], quad[1]) + distance(quad[3], quad[2]);
  const down = distance(quad[0], quad[3]) + distance(quad[1], quad[2]);
  return across / Math.max(1e-6, down);
}

function isRoughlyRectangular(quad: Quad): boolean {
  for (let i = 0; i < 4; i++) {
    const a = quad[(i + 3) % 4] as Point;
    const b = quad[i] as Point;
    const c = quad[(i + 1) % 4] as Point;
    const u = [a[0] - b[0], a[1] - b[1]];
    const v = [c[0] - b[0], c[1] - b[1]];
    const cos =
      ((u[0] as number) * (v[0] as number) + (u[1] as number) * (v[1] as number)) /
      Math.max(
        1e-6,
        Math.hypot(u[0] as number, u[1] as number) * Math.hypot(v[0] as number, v[1] as number),
      );
    if (Math.abs(Math.PI / 2 - Math.acos(Math.max(-1, Math.min(1, cos)))) > MAX_CORNER_SKEW) {
      return false;
    }
  }
  return true;
}

/**
 * How much a quad looks like a product's front face: its area times how completely the photo
 * steps across its sides. Any aspect from MIN_FACE_ASPECT to MAX_FACE_ASPECT scores alike.
 */
/**
 * Support thresholds: strict outlines are edges all round, ends included; loose ones let a side
 * fade (a face on a background of its own colour, a glare streak across its edge) or its ends go
 * bare (a tin's rounded corners). Loose outlines are read after the strict ones.
 */
const STRICT = { least: 0.5, leastEnd: 0.35, widestGap: 0.2 };
const LOOSE = { least: 0.25, leastEnd: 0, widestGap: 0.4 };
type Thresholds = typeof STRICT;

function faceScore(
  field: GradientField,
  quad: Quad,
  photoArea: number,
  thresholds: Thresholds,
  samples?: number,
): number {
  const aspect = faceAspect(quad);
  const area = polygonArea(quad);
  if (
    !isConvex(quad) ||
    aspect < MIN_FACE_ASPECT ||
    aspect > MAX_FACE_ASPECT ||
    area < MIN_AREA * photoArea ||
    !isRoughlyRectangular(quad)
  ) {
    return 0;
  }
  // Bare ends or gaps: a side that runs on past the face's corner (along a background stripe).
  const { mean, least, leastEnd, widestGap } = quadSupport(field, quad, samples);
  if (
    least < thresholds.least ||
    leastEnd < thresholds.leastEnd ||
    widestGap > thresholds.widestGap
  ) {
    return 0;
  }
  // Loose outlines are ranked without their ends: a tin's rounded corners leave them bare.
  const ends = thresholds === LOOSE ? 1 : leastEnd;
  return (area / photoArea) * mean * mean * ends * (1 - widestGap);
}

/** Every corner within 5 % of the face's size of the other's: the same outline found twice. */
function isNearDuplicate(a: Quad, b: Quad): boolean {
  const limit = 0.05 * Math.sqrt(polygonArea(a));
  return a.every((corner, i) => distance(corner, b[i] as Point) < limit);
}

/**
 * Outlines of the product's front face, best first, in the photo's pixels, each clockwise from
 * its upright top-left. Quads come from straight edges (per-channel Canny, so a face on a
 * background of equal brightness still has an outline: two near-parallel lines crossed by two
 * more, at any length ratio up to 3.7:1) and from closed edge contours; they are kept when their
 * sides are edges and their corners near right angles, and ranked by area times edge support.
 */
export function findProductQuads(cv: OpenCv, image: RgbImage, limit = 3): ProductCandidate[] {
  const scale = Math.min(1, DETECT_SIZE / Math.max(image.width, image.height));
  const mats: { delete: () => void }[] = [];
  const track = <T extends { delete: () => void }>(mat: T): T => {
    mats.push(mat);
    return mat;
  };
  try {
    const full = track(new cv.Mat(image.height, image.width, cv.CV_8UC3));
    full.data.set(image.data);
    const small = track(new cv.Mat());
    const size = new cv.Size(Math.round(image.width * scale), Math.round(image.height * scale));
    cv.resize(full, small, size, 0, 0, cv.INTER_AREA);
    cv.GaussianBlur(small, small, new cv.Size(5, 5), 0);
    const channels = track(new cv.MatVector());
    cv.split(small, channels);
    const edges = track(cv.Mat.zeros(small.rows, small.cols, cv.CV_8UC1));
    const channelEdges = track(new cv.Mat());
    for (let c = 0; c < 3; c++) {
      const channel = channels.get(c);
      cv.Canny(channel, channelEdges, 30, 90);
      channel.delete();
      cv.bitwise_or(edges, channelEdges, edges);
    }
    const field = gradientField(cv, small);
    const dilated = track(new cv.Mat());
    cv.dilate(edges, dilated, track(cv.Mat.ones(3, 3, cv.CV_8U)));
    const photoArea = small.rows * small.cols;
    const minSide = Math.min(small.rows, small.cols) * 0.12;
    const rough = lineQuads(cv, edges, field, {
      minSide,
      maxLines: MAX_LINES,
      lengthRange: [1, 1 / MIN_FACE_ASPECT],
    })
      .sort((a, b) => b.rank - a.rank)
      .slice(0, MAX_LINE_QUADS)
      .map((found) => found.quad);
    rough.push(...contourQuads(cv, dilated, photoArea * MIN_AREA));
    const quads = rough.map(orderUpright);
    const best = (thresholds: Thresholds) =>
      quads
        .map((quad) => ({
          quad,
          score: faceScore(field, quad, photoArea, thresholds, COARSE_SAMPLES),
        }))
        .filter((candidate) => candidate.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, FINE_CANDIDATES)
        .map(({ quad }) => ({ quad, score: faceScore(field, quad, photoArea, thresholds) }))
        .filter((candidate) => candidate.score > 0)
        .sort((a, b) => b.score - a.score);
    const kept: ProductCandidate[] = [];
    const keep = (candidates: { quad: Quad; score: number }[], count: number) => {
      let added = 0;
      for (const candidate of candidates) {
        if (added === count) {
          break;
        }
        const quad = candidate.quad.map(([x, y]) => [x / scale, y / scale]) as Quad;
        if (!kept.some((other) => isNearDuplicate(other.quad, quad))) {
          kept.push({ quad, score: candidate.score, aspect: faceAspect(quad) });
          added++;
        }
      }
    };
    keep(best(STRICT), limit);
    keep(best(LOOSE), limit);
    return kept;
  } finally {
    for (const mat of mats) {
      mat.delete();
    }
  }
}
