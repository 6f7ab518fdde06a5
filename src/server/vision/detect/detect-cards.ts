import { CARD_ASPECT } from '#core/scan/capture-geometry.ts';
import type { Quad } from '../image/homography.ts';
import type { OpenCv } from '../image/opencv.ts';
import type { RgbImage } from '../image/rgb-image.ts';
import type { StageTimer } from '../stage-timer.ts';
import { contourQuads } from './detect-contours.ts';
import {
  aspectOf,
  distance,
  isConvex,
  orderCorners,
  pointInQuad,
  polygonArea,
  quadCentre,
} from './detect-geometry.ts';
import { lineQuads } from './detect-lines.ts';
import { type GradientField, gradientField, quadSupport } from './detect-support.ts';

/**
 * Detection runs on a copy whose long side is `size` pixels (refineQuad then snaps the sides at
 * full size), from at most `maxLines` straight edges (the longest; quads are built from pairs of
 * them, so time grows with about the cube). The quick pass finds a card that fills much of the
 * photo as well as the thorough one (better, on the detect bench) in about 40% of the time; cards
 * a few percent of the photo each (several on a table) need the thorough one.
 */
type DetectionPass = {
  size: number;
  maxLines: number;
  /** Score grows with area to this power (1: a large card beats its own inner outlines). */
  areaPower?: number;
  /** Quads measured finely (the rest were measured coarsely only). */
  fineCandidates?: number;
  /** How finely edge pixels are split by orientation for Hough (detect-lines.ts; [4] by default). */
  orientationBins?: number[];
};
const QUICK_PASS: DetectionPass = { size: 512, maxLines: 120 };
const THOROUGH_PASS: DetectionPass = { size: 640, maxLines: 150 };
const SEVERAL_PASS: DetectionPass = {
  size: 640,
  maxLines: 150,
  areaPower: 0.5,
  fineCandidates: 300,
};
/**
 * On a striped cloth (lines every few pixels right across the photo) the stripes' lines take a
 * card edge a few degrees off theirs into the same 45-degree Hough bin and swallow it; 11-degree
 * bins keep them apart. The 45-degree bins stay too: a soft edge's pixels spread over more than
 * 11 degrees. Only for a second look (decision 039): on the suite's photos the extra quads found
 * some cards and lost others.
 */
const NARROW_PASS: DetectionPass = { ...SEVERAL_PASS, orientationBins: [4, 16] };
const NARROW_ONLY_PASS: DetectionPass = { ...SEVERAL_PASS, orientationBins: [16] };

/** Which orientation bins the multi-card detector's Hough runs on: 45-degree, or those and 11. */
export type Orientations = 'wide' | 'wide-and-narrow' | 'narrow';
const SEVERAL_PASSES: Record<Orientations, DetectionPass> = {
  wide: SEVERAL_PASS,
  'wide-and-narrow': NARROW_PASS,
  narrow: NARROW_ONLY_PASS,
};
/** The quick pass is trusted when its best card covers this much of the photo... */
const QUICK_MIN_AREA = 0.18;
/** ...and no other card beside it scores this fraction of the best. */
const QUICK_RIVAL_SCORE = 0.25;
const MAX_ASPECT_ERROR = 0.11;
/** Line-built quads whose edge support is measured (the best by area and Hough coverage). */
const MAX_LINE_QUADS = 3000;
/** Quads measured coarsely first (a dozen samples a side); this many of the best, finely. */
const COARSE_SAMPLES = 14;
const FINE_CANDIDATES = 150;

export type CardCandidate = { quad: Quad; score: number };

/** The same quad seen upside down (the card is rotated by 180 degrees). */
export function rotateQuad180(quad: Quad): Quad {
  return [quad[2], quad[3], quad[0], quad[1]];
}

/**
 * How much a quad looks like a card's outline: its area, times how completely the photo steps
 * across each of its sides, times how close its shape is to 63:88. Zero when it is not one.
 */
function cardScore(field: GradientField, quad: Quad, samples?: number, areaPower = 1): number {
  const aspectError = Math.abs(aspectOf(quad) - CARD_ASPECT);
  if (!isConvex(quad) || aspectError > MAX_ASPECT_ERROR) {
    return 0;
  }
  const { mean, least, leastEnd, widestGap } = quadSupport(field, quad, samples);
  if (least < 0.6 || leastEnd < 0.4 || widestGap > 0.15) {
    return 0;
  }
  const area = polygonArea(quad) ** areaPower;
  return area * mean * mean * leastEnd * (1 - widestGap) * (1 - aspectError);
}

/**
 * Card-shaped quadrilaterals in the photo (in its pixels), best first. `quickOnly`: the quick
 * pass's answer whatever it is (a crop around one card, where the card is large anyway).
 */
export function findCardQuads(
  cv: OpenCv,
  image: RgbImage,
  timer?: StageTimer,
  quickOnly = false,
): CardCandidate[] {
  const quick = detectAt(cv, image, QUICK_PASS, timer);
  if (quickOnly || isOneLargeCard(quick, image.width * image.height)) {
    return quick;
  }
  return detectAt(cv, image, THOROUGH_PASS, timer);
}

/**
 * Card-shaped quads for a photo of several cards. Cards laid edge to edge (or in a binder's
 * pockets) make blocks of 2x2 and 3x3 cards with a card's own shape and fully supported sides,
 * and scored by area those crowd every single card out of the shortlist. Here the score grows
 * only with the square root of the area, and more quads are measured finely.
 */
export function findSeveralCardQuads(
  cv: OpenCv,
  image: RgbImage,
  timer?: StageTimer,
): CardCandidate[] {
  return detectSeveralCards(cv, image, timer).candidates;
}

/**
 * The multi-card detector's card shapes, and every quad it measured with the gradient field it
 * measured them on (detection pixels, `scale` of the photo's): a card with a corner under
 * another card fails the full-outline test, and is looked for among them once that card is found.
 */
export type SeveralDetection = RoughShapes & { candidates: CardCandidate[] };

export function detectSeveralCards(
  cv: OpenCv,
  image: RgbImage,
  timer?: StageTimer,
  orientations: Orientations = 'wide',
): SeveralDetection {
  const pass = SEVERAL_PASSES[orientations];
  const shapes = roughShapes(cv, image, pass, timer);
  return { ...shapes, candidates: scoreShapes(shapes, pass, timer) };
}

/**
 * Whether the best quad is a large card with no rival: another card beside it, or a card inside
 * it that is about half its size and well off its centre (the best then being a quad around two
 * cards side by side, which has about a card's shape too). On the bench a single card's inner
 * quads (inner border, art box to one end) lie within 0.30 of its size of its centre; a card
 * within a pair's quad 0.33-0.35, scoring more than half as much as the pair.
 */
function isOneLargeCard(candidates: CardCandidate[], photoArea: number): boolean {
  const [best, ...others] = candidates;
  const area = best ? polygonArea(best.quad) : 0;
  if (!best || area < QUICK_MIN_AREA * photoArea) {
    return false;
  }
  const centre = quadCentre(best.quad);
  return !others.some((other) => {
    const relative = other.score / best.score;
    if (!overlaps(other.quad, best.quad)) {
      return relative >= QUICK_RIVAL_SCORE;
    }
    const share = polygonArea(other.quad) / area;
    const offset = distance(quadCentre(other.quad), centre) / Math.sqrt(area);
    return relative >= 0.45 && share > 0.35 && share < 0.65 && offset > 0.31;
  });
}

type Tracker = <T extends { delete: () => void }>(mat: T) => T;

/** The photo at detection size (`scale` of its own), blurred a little; mats go to `track`. */
export function shrinkForDetection(cv: OpenCv, image: RgbImage, scale: number, track: Tracker) {
  const full = track(new cv.Mat(image.height, image.width, cv.CV_8UC3));
  full.data.set(image.data);
  const resized = track(new cv.Mat());
  cv.resize(
    full,
    resized,
    new cv.Size(Math.round(image.width * scale), Math.round(image.height * scale)),
    0,
    0,
    cv.INTER_AREA,
  );
  cv.GaussianBlur(resized, resized, new cv.Size(5, 5), 0);
  return resized;
}

/**
 * The quads a pass measures (in detection pixels, at `scale` of the photo) and the gradient
 * field their sides are measured on.
 */
export type RoughShapes = { rough: Quad[]; field: GradientField; scale: number };

function roughShapes(
  cv: OpenCv,
  image: RgbImage,
  pass: DetectionPass,
  timer?: StageTimer,
): RoughShapes {
  const time = <T>(stage: string, work: () => T): T => (timer ? timer.time(stage, work) : work());
  const scale = Math.min(1, pass.size / Math.max(image.width, image.height));
  const mats: { delete: () => void }[] = [];
  const track = <T extends { delete: () => void }>(mat: T): T => {
    mats.push(mat);
    return mat;
  };
  try {
    const small = time('detect.prepare', () => shrinkForDetection(cv, image, scale, track));
    // Canny per colour channel, OR-ed: a yellow border on a background of equal luminance has
    // no edge in grayscale at all.
    const edges = time('detect.canny', () => {
      const channels = track(new cv.MatVector());
      cv.split(small, channels);
      const merged = track(cv.Mat.zeros(small.rows, small.cols, cv.CV_8UC1));
      const channelEdges = track(new cv.Mat());
      for (let c = 0; c < 3; c++) {
        const channel = channels.get(c);
        cv.Canny(channel, channelEdges, 30, 90);
        channel.delete();
        cv.bitwise_or(merged, channelEdges, merged);
      }
      return merged;
    });
    const field = time('detect.gradient', () => gradientField(cv, small));
    const minSide = Math.min(small.rows, small.cols) * 0.08;
    const rough: Quad[] = lineQuads(cv, edges, field, {
      minSide,
      maxLines: pass.maxLines,
      orientationBins: pass.orientationBins,
      time,
    })
      .sort((a, b) => b.rank - a.rank)
      .slice(0, MAX_LINE_QUADS)
      .map((found) => found.quad);
    time('detect.contours', () => {
      const dilated = track(new cv.Mat());
      const kernel = track(cv.Mat.ones(3, 3, cv.CV_8U));
      cv.dilate(edges, dilated, kernel);
      rough.push(...contourQuads(cv, dilated, small.rows * small.cols * 0.012));
    });
    return { rough, field, scale };
  } finally {
    for (const mat of mats) {
      mat.delete();
    }
  }
}

function scoreShapes(
  { rough, field, scale }: RoughShapes,
  pass: DetectionPass,
  timer?: StageTimer,
): CardCandidate[] {
  const time = <T>(stage: string, work: () => T): T => (timer ? timer.time(stage, work) : work());
  const shortlist = time('detect.coarse', () =>
    rough
      .map((points) => {
        const quad = orderCorners(points);
        return { quad, score: cardScore(field, quad, COARSE_SAMPLES, pass.areaPower) };
      })
      .filter((candidate) => candidate.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, pass.fineCandidates ?? FINE_CANDIDATES),
  );
  const candidates: CardCandidate[] = [];
  time('detect.fine', () => {
    for (const { quad } of shortlist) {
      const score = cardScore(field, quad, undefined, pass.areaPower);
      if (score > 0) {
        candidates.push({ quad: quad.map(([x, y]) => [x / scale, y / scale]) as Quad, score });
      }
    }
  });
  return candidates.sort((a, b) => b.score - a.score);
}

function detectAt(
  cv: OpenCv,
  image: RgbImage,
  pass: DetectionPass,
  timer?: StageTimer,
): CardCandidate[] {
  return scoreShapes(roughShapes(cv, image, pass, timer), pass, timer);
}

/** Whether either quad's centre lies inside the other. */
export function overlaps(a: Quad, b: Quad): boolean {
  return pointInQuad(quadCentre(a), b) || pointInQuad(quadCentre(b), a);
}

/**
 * Drops candidates that overlap a better one ('nested'), or only near-duplicates of a better
 * one ('duplicates': same centre and size within 10 %).
 */
export function separateCards(
  candidates: CardCandidate[],
  limit: number,
  rule: 'nested' | 'duplicates' = 'nested',
): CardCandidate[] {
  const kept: CardCandidate[] = [];
  for (const candidate of candidates) {
    const clash = kept.some((other) =>
      rule === 'nested'
        ? overlaps(other.quad, candidate.quad)
        : isNearDuplicate(other.quad, candidate.quad),
    );
    if (clash) {
      continue;
    }
    kept.push(candidate);
    if (kept.length === limit) {
      break;
    }
  }
  return kept;
}

function isNearDuplicate(a: Quad, b: Quad): boolean {
  const areaA = polygonArea(a);
  const ratio = polygonArea(b) / areaA;
  return (
    ratio > 0.9 && ratio < 1.11 && distance(quadCentre(a), quadCentre(b)) < Math.sqrt(areaA) * 0.05
  );
}

/** The best few distinct guesses for one card (for retrieval to choose between). */
export function distinctGuesses(candidates: CardCandidate[], limit: number): CardCandidate[] {
  return separateCards(candidates, limit, 'duplicates');
}
