import type { Point, Quad } from '../engine/homography.ts';

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
