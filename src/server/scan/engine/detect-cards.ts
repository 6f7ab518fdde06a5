import { CARD_ASPECT } from './features.ts';
import type { Point, Quad } from './homography.ts';
import type { OpenCv } from './opencv.ts';
import type { RgbImage } from './rgb-image.ts';

/** Detection runs on a copy whose long side is this many pixels. */
const DETECTION_SIZE = 640;
const MAX_ASPECT_ERROR = 0.11;

export type CardCandidate = { quad: Quad; score: number };

function distance(a: Point, b: Point) {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

function polygonArea(quad: Quad): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = quad[i] as Point;
    const [x2, y2] = quad[(i + 1) % 4] as Point;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum) / 2;
}

/** Clockwise from the top-left, with the short side on top (cards are portrait). */
export function orderCorners(points: Point[]): Quad {
  const cx = points.reduce((s, p) => s + p[0], 0) / points.length;
  const cy = points.reduce((s, p) => s + p[1], 0) / points.length;
  const sorted = [...points].sort(
    (a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx),
  );
  let start = 0;
  sorted.forEach((p, i) => {
    const best = sorted[start] as Point;
    if (p[0] + p[1] < best[0] + best[1]) {
      start = i;
    }
  });
  let quad = [0, 1, 2, 3].map((i) => sorted[(start + i) % 4] as Point) as Quad;
  if (distance(quad[0], quad[1]) > distance(quad[1], quad[2]) * 1.02) {
    quad = [quad[3], quad[0], quad[1], quad[2]];
  }
  return quad;
}

/** The same quad seen upside down (the card is rotated by 180 degrees). */
export function rotateQuad180(quad: Quad): Quad {
  return [quad[2], quad[3], quad[0], quad[1]];
}

function aspectOf(quad: Quad): number {
  const top = distance(quad[0], quad[1]);
  const bottom = distance(quad[3], quad[2]);
  const left = distance(quad[0], quad[3]);
  const right = distance(quad[1], quad[2]);
  return (top + bottom) / Math.max(1, left + right);
}

function isConvex(quad: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const a = quad[i] as Point;
    const b = quad[(i + 1) % 4] as Point;
    const c = quad[(i + 2) % 4] as Point;
    const cross = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
    if (cross !== 0) {
      if (sign !== 0 && Math.sign(cross) !== sign) {
        return false;
      }
      sign = Math.sign(cross);
    }
  }
  return true;
}

function pointInQuad(point: Point, quad: Quad): boolean {
  let inside = false;
  for (let i = 0, j = 3; i < 4; j = i++) {
    const [xi, yi] = quad[i] as Point;
    const [xj, yj] = quad[j] as Point;
    if (
      yi > point[1] !== yj > point[1] &&
      point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi
    ) {
      inside = !inside;
    }
  }
  return inside;
}

export function quadCentre(quad: Quad): Point {
  return [quad.reduce((s, p) => s + p[0], 0) / 4, quad.reduce((s, p) => s + p[1], 0) / 4];
}

/** Card-shaped quadrilaterals in the photo (in its pixels), best first. */
export function findCardQuads(cv: OpenCv, image: RgbImage): CardCandidate[] {
  const scale = Math.min(1, DETECTION_SIZE / Math.max(image.width, image.height));
  const mats: { delete: () => void }[] = [];
  const track = <T extends { delete: () => void }>(mat: T): T => {
    mats.push(mat);
    return mat;
  };
  try {
    const full = track(new cv.Mat(image.height, image.width, cv.CV_8UC3));
    full.data.set(image.data);
    const small = track(new cv.Mat());
    cv.resize(
      full,
      small,
      new cv.Size(Math.round(image.width * scale), Math.round(image.height * scale)),
      0,
      0,
      cv.INTER_AREA,
    );
    cv.GaussianBlur(small, small, new cv.Size(5, 5), 0);
    // Canny per colour channel, OR-ed: a yellow border on a background of equal luminance has
    // no edge in grayscale at all.
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
    const kernel = track(cv.Mat.ones(3, 3, cv.CV_8U));
    cv.dilate(edges, edges, kernel);
    const contours = track(new cv.MatVector());
    const hierarchy = track(new cv.Mat());
    cv.findContours(edges, contours, hierarchy, cv.RETR_LIST, cv.CHAIN_APPROX_SIMPLE);
    const minArea = small.rows * small.cols * 0.012;
    const candidates: CardCandidate[] = [];
    const hull = track(new cv.Mat());
    const approx = track(new cv.Mat());
    for (let i = 0; i < contours.size(); i++) {
      const contour = contours.get(i);
      const area = cv.contourArea(contour);
      if (area < minArea) {
        contour.delete();
        continue;
      }
      cv.convexHull(contour, hull, false, true);
      const hullArea = cv.contourArea(hull);
      // Glare or a rounded corner can add a vertex: loosen the fit until four are left.
      const perimeter = cv.arcLength(hull, true);
      for (const epsilon of [0.015, 0.025, 0.04, 0.06]) {
        cv.approxPolyDP(hull, approx, epsilon * perimeter, true);
        if (approx.rows <= 4) {
          break;
        }
      }
      let points: Point[];
      let exact = true;
      if (approx.rows === 4) {
        points = [0, 1, 2, 3].map((k) => [
          approx.data32S[k * 2] as number,
          approx.data32S[k * 2 + 1] as number,
        ]);
      } else {
        const box = cv.minAreaRect(hull);
        points = cv.RotatedRect.points(box).map(
          (p: { x: number; y: number }) => [p.x, p.y] as Point,
        );
        exact = false;
      }
      contour.delete();
      const quad = orderCorners(points);
      const quadArea = polygonArea(quad);
      const aspectError = Math.abs(aspectOf(quad) - CARD_ASPECT);
      if (
        !isConvex(quad) ||
        aspectError > MAX_ASPECT_ERROR ||
        hullArea / Math.max(1, quadArea) < 0.85
      ) {
        continue;
      }
      const score = quadArea * (1 - 3 * aspectError) * (exact ? 1 : 0.75);
      candidates.push({ quad: quad.map(([x, y]) => [x / scale, y / scale]) as Quad, score });
    }
    return candidates.sort((a, b) => b.score - a.score);
  } finally {
    for (const mat of mats) {
      mat.delete();
    }
  }
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
