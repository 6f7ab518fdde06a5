/** Indicative sub-scores, 1 to 10 (null: not measured). */
export type Subscores = {
  centering: number | null;
  corners: number | null;
  edges: number | null;
  surface: number | null;
};

const half = (value: number) => Math.round(value * 2) / 2;

/**
 * The overall AI estimate, BGS-style: the mean of the measured sub-scores, but at most half a
 * grade above the lowest. Null when nothing was measured. Never a grade: always labelled so.
 */
export function overallEstimate(scores: Subscores): number | null {
  const known = Object.values(scores).filter((s): s is number => s !== null);
  if (known.length === 0) {
    return null;
  }
  const mean = known.reduce((sum, s) => sum + s, 0) / known.length;
  return half(Math.min(mean, Math.min(...known) + 0.5));
}

export type SubscoreName = keyof Subscores;
export type HeldBack = { part: SubscoreName; score: number };

/**
 * Why the estimate is below the mean of its parts: the lowest part, when the half-grade cap
 * above it is what set the estimate; null when the estimate is simply the mean.
 */
export function heldBackBy(scores: Subscores): HeldBack | null {
  const known = (Object.entries(scores) as [SubscoreName, number | null][]).filter(
    (entry): entry is [SubscoreName, number] => entry[1] !== null,
  );
  if (known.length === 0) {
    return null;
  }
  const mean = known.reduce((sum, [, s]) => sum + s, 0) / known.length;
  const [part, score] = known.reduce((low, entry) => (entry[1] < low[1] ? entry : low));
  return half(score + 0.5) < half(mean) ? { part, score } : null;
}

/** A defect share (0 = none seen) mapped to 1-10: each `perPoint` of share costs one point. */
export function scoreFromShare(share: number, perPoint: number): number {
  return half(Math.max(1, Math.min(10, 10 - share / perPoint)));
}
