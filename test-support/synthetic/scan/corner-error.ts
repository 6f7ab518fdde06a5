import { distance, polygonArea } from '../../../src/server/vision/detect/detect-geometry.ts';
import type { Point, Quad } from '../../../src/server/vision/image/homography.ts';

/** Largest corner distance from a found outline to the truth, allowing the card upside down. */
export function cornerError(found: Quad, truth: Quad): number {
  return Math.min(
    ...[0, 2].map((shift) =>
      Math.max(
        ...truth.map((t, i) => {
          const f = found[(i + shift) % 4] as Point;
          return Math.hypot(f[0] - t[0], f[1] - t[1]);
        }),
      ),
    ),
  );
}

/** The truth's diagonal, the scale corner errors are judged against. */
export const diagonal = (quad: Quad) =>
  Math.hypot(quad[2][0] - quad[0][0], quad[2][1] - quad[0][1]);

/** An outline's worst corner off the true one (the card any way round), over the card's height. */
export function outlineError(found: Quad, truth: Quad): number {
  const height = Math.sqrt(polygonArea(truth) / (63 / 88));
  let best = Number.POSITIVE_INFINITY;
  for (let shift = 0; shift < 4; shift++) {
    const corners = truth.map((point, i) => distance(point, found[(i + shift) % 4] as Point));
    best = Math.min(best, Math.max(...corners));
  }
  return best / height;
}
