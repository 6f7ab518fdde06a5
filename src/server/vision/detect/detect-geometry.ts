import type { Point, Quad } from '../image/homography.ts';

/** An infinite line: a point on it and a unit direction. */
export type Line = { px: number; py: number; dx: number; dy: number };

export function distance(a: Point, b: Point) {
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
}

export function polygonArea(quad: Quad): number {
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

/** Short sides over long sides (the card's is 63:88). */
export function aspectOf(quad: Quad): number {
  const a = distance(quad[0], quad[1]) + distance(quad[3], quad[2]);
  const b = distance(quad[0], quad[3]) + distance(quad[1], quad[2]);
  return Math.min(a, b) / Math.max(1, a, b);
}

export function isConvex(quad: Quad): boolean {
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

export function pointInQuad(point: Point, quad: Quad): boolean {
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

export function intersectLines(a: Line, b: Line): Point | null {
  const det = a.dx * b.dy - a.dy * b.dx;
  if (Math.abs(det) < 1e-6) {
    return null;
  }
  const t = ((b.px - a.px) * b.dy - (b.py - a.py) * b.dx) / det;
  return [a.px + t * a.dx, a.py + t * a.dy];
}

/** Least-squares line through points (principal direction), optionally weighted. */
export function fitLine(points: Point[], weights?: number[]): Line | null {
  if (points.length < 2) {
    return null;
  }
  let total = 0;
  let mx = 0;
  let my = 0;
  points.forEach(([x, y], i) => {
    const w = weights?.[i] ?? 1;
    total += w;
    mx += w * x;
    my += w * y;
  });
  mx /= total;
  my /= total;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  points.forEach(([x, y], i) => {
    const w = weights?.[i] ?? 1;
    sxx += w * (x - mx) ** 2;
    sxy += w * (x - mx) * (y - my);
    syy += w * (y - my) ** 2;
  });
  const angle = 0.5 * Math.atan2(2 * sxy, sxx - syy);
  return { px: mx, py: my, dx: Math.cos(angle), dy: Math.sin(angle) };
}
