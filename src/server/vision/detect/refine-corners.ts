import type { Point, Quad } from '../image/homography.ts';
import type { RgbImage } from '../image/rgb-image.ts';

type Line = { px: number; py: number; dx: number; dy: number };

const SAMPLES_PER_SIDE = 24;

/** Summed channel difference between two pixels (0 when either lies outside the image). */
export function colourStep(
  image: RgbImage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  const { width, height, data } = image;
  const ax = Math.round(x0);
  const ay = Math.round(y0);
  const bx = Math.round(x1);
  const by = Math.round(y1);
  if (
    ax < 0 ||
    ay < 0 ||
    bx < 0 ||
    by < 0 ||
    ax >= width ||
    bx >= width ||
    ay >= height ||
    by >= height
  ) {
    return 0;
  }
  const i = (ay * width + ax) * 3;
  const j = (by * width + bx) * 3;
  return (
    Math.abs((data[i] as number) - (data[j] as number)) +
    Math.abs((data[i + 1] as number) - (data[j + 1] as number)) +
    Math.abs((data[i + 2] as number) - (data[j + 2] as number))
  );
}

/** Least-squares line through points (principal direction). */
function fitLine(points: Point[]): Line | null {
  if (points.length < 4) {
    return null;
  }
  const n = points.length;
  const mx = points.reduce((s, p) => s + p[0], 0) / n;
  const my = points.reduce((s, p) => s + p[1], 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) ** 2;
    sxy += (x - mx) * (y - my);
    syy += (y - my) ** 2;
  }
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { px: mx, py: my, dx: Math.cos(angle), dy: Math.sin(angle) };
}

function intersect(a: Line, b: Line): Point | null {
  const det = a.dx * b.dy - a.dy * b.dx;
  if (Math.abs(det) < 1e-6) {
    return null;
  }
  const t = ((b.px - a.px) * b.dy - (b.py - a.py) * b.dx) / det;
  return [a.px + t * a.dx, a.py + t * a.dy];
}

/** Edge points along one side: the strongest colour step across it, near the rough line. */
function sideEdgePoints(
  image: RgbImage,
  from: Point,
  to: Point,
  centre: Point,
  reach: number,
): Point[] {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
  let nx = -(to[1] - from[1]) / length;
  let ny = (to[0] - from[0]) / length;
  const mid: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  if ((mid[0] - centre[0]) * nx + (mid[1] - centre[1]) * ny < 0) {
    nx = -nx;
    ny = -ny;
  }
  const points: Point[] = [];
  for (let s = 1; s < SAMPLES_PER_SIDE; s++) {
    const t = 0.1 + (0.8 * s) / SAMPLES_PER_SIDE;
    const bx = from[0] + (to[0] - from[0]) * t;
    const by = from[1] + (to[1] - from[1]) * t;
    const steps: number[] = [];
    for (let k = -reach; k <= reach; k++) {
      steps.push(
        colourStep(
          image,
          bx + nx * (k - 1.5),
          by + ny * (k - 1.5),
          bx + nx * (k + 1.5),
          by + ny * (k + 1.5),
        ),
      );
    }
    // The strongest step near the rough line: detection already chose the card's outline, and
    // reaching further out would snap onto background edges.
    let best = 0;
    let bestOffset = 0;
    steps.forEach((step, k) => {
      if (step > best || (step === best && Math.abs(k - reach) < Math.abs(bestOffset))) {
        best = step;
        bestOffset = k - reach;
      }
    });
    if (best > 40) {
      points.push([bx + nx * bestOffset, by + ny * bestOffset]);
    }
  }
  // Drop points far from the median offset line (text, glare, fingers), then fit.
  return points;
}

function withoutOutliers(points: Point[], line: Line): Point[] {
  const distances = points.map(([x, y]) =>
    Math.abs((x - line.px) * line.dy - (y - line.py) * line.dx),
  );
  const sorted = [...distances].sort((a, b) => a - b);
  const limit = Math.max(1.5, 2.5 * (sorted[Math.floor(sorted.length / 2)] ?? 0));
  return points.filter((_, i) => (distances[i] as number) <= limit);
}

/**
 * Snaps each side of a rough quad (found at detection scale) to the nearest strong colour step at
 * full resolution by a robust line fit, then intersects the sides for sub-pixel corners.
 */
export function refineQuad(image: RgbImage, quad: Quad): Quad {
  const centre: Point = [
    quad.reduce((s, p) => s + p[0], 0) / 4,
    quad.reduce((s, p) => s + p[1], 0) / 4,
  ];
  const side = Math.min(
    Math.hypot(quad[1][0] - quad[0][0], quad[1][1] - quad[0][1]),
    Math.hypot(quad[3][0] - quad[0][0], quad[3][1] - quad[0][1]),
  );
  const reach = Math.max(4, Math.round(side * 0.012));
  const lines: Line[] = [];
  for (let i = 0; i < 4; i++) {
    const points = sideEdgePoints(
      image,
      quad[i] as Point,
      quad[(i + 1) % 4] as Point,
      centre,
      reach,
    );
    const rough = fitLine(points);
    const line = rough ? fitLine(withoutOutliers(points, rough)) : null;
    if (!line) {
      return quad;
    }
    lines.push(line);
  }
  const corners: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const corner = intersect(lines[(i + 3) % 4] as Line, lines[i] as Line);
    const original = quad[i] as Point;
    if (!corner || Math.hypot(corner[0] - original[0], corner[1] - original[1]) > reach * 2.5) {
      return quad;
    }
    corners.push(corner);
  }
  return corners as Quad;
}
