import {
  BOTTOM_TEMPLATE,
  FEATURE_TEMPLATE_BYTES,
  type Features,
  NAME_TEMPLATE,
  TEMPLATE_PAD,
  VECTOR_DIMS,
} from './features.ts';
import type { IndexSnapshot } from './index-snapshot.ts';

export type Ranked = { index: number; cosine: number; score: number };

/** Visual shortlist size re-ranked with the name bar and bottom strip templates. */
export const SHORTLIST = 40;
const NAME_WEIGHT = 0.12;
const BOTTOM_WEIGHT = 0.22;

/** The `k` best rows of `kind` by cosine similarity (brute force; about 45k x 235 floats). */
export function nearestByVector(
  snapshot: IndexSnapshot,
  query: Float32Array,
  kind: number,
  k: number,
): Ranked[] {
  const { vectors, kinds } = snapshot;
  const count = snapshot.productIds.length;
  const best: Ranked[] = [];
  let floor = -Infinity;
  for (let row = 0; row < count; row++) {
    if (kinds[row] !== kind) {
      continue;
    }
    const base = row * VECTOR_DIMS;
    let dot = 0;
    for (let d = 0; d < VECTOR_DIMS; d++) {
      dot += (vectors[base + d] as number) * (query[d] as number);
    }
    if (best.length < k || dot > floor) {
      let at = best.length;
      while (at > 0 && (best[at - 1] as Ranked).cosine < dot) {
        at--;
      }
      best.splice(at, 0, { index: row, cosine: dot, score: dot });
      if (best.length > k) {
        best.pop();
      }
      floor = (best[best.length - 1] as Ranked).cosine;
    }
  }
  return best;
}

type Size = { width: number; height: number };

/**
 * The best NCC of a stored template against every placement inside the padded query window
 * (a shift search of +-TEMPLATE_PAD pixels), so small corner errors do not blur the digits away.
 */
export function shiftedCorrelation(
  padded: Uint8Array,
  stored: Uint8Array,
  offset: number,
  size: Size,
): number {
  const { width, height } = size;
  const paddedWidth = width + 2 * TEMPLATE_PAD;
  const length = width * height;
  let sumB = 0;
  let sumBB = 0;
  for (let i = 0; i < length; i++) {
    const v = stored[offset + i] as number;
    sumB += v;
    sumBB += v * v;
  }
  const varB = sumBB - (sumB * sumB) / length;
  if (varB <= 0) {
    return 0;
  }
  let best = -1;
  for (let dy = 0; dy <= 2 * TEMPLATE_PAD; dy++) {
    for (let dx = 0; dx <= 2 * TEMPLATE_PAD; dx++) {
      let sumA = 0;
      let sumAA = 0;
      let sumAB = 0;
      for (let y = 0; y < height; y++) {
        const rowA = (y + dy) * paddedWidth + dx;
        const rowB = offset + y * width;
        for (let x = 0; x < width; x++) {
          const a = padded[rowA + x] as number;
          sumA += a;
          sumAA += a * a;
          sumAB += a * (stored[rowB + x] as number);
        }
      }
      const varA = sumAA - (sumA * sumA) / length;
      if (varA > 0) {
        const ncc = (sumAB - (sumA * sumB) / length) / Math.sqrt(varA * varB);
        if (ncc > best) {
          best = ncc;
        }
      }
    }
  }
  return best;
}

/** Shortlist entries re-ranked by templates: the top few, and any close to the best. */
const RERANK_TOP = 8;
const RERANK_WITHIN = 0.08;

/** Re-ranks a visual shortlist by the printed name bar and number strip (reprints). */
export function rerankByTemplates(
  snapshot: IndexSnapshot,
  query: Features,
  shortlist: Ranked[],
): Ranked[] {
  const { paddedName, paddedBottom } = query;
  const best = shortlist[0];
  if (!paddedName || !paddedBottom || !best) {
    return shortlist;
  }
  const nameLength = NAME_TEMPLATE.width * NAME_TEMPLATE.height;
  const ranked = shortlist
    .filter((entry, i) => i < RERANK_TOP || entry.cosine > best.cosine - RERANK_WITHIN)
    .map((entry) => {
      const base = entry.index * FEATURE_TEMPLATE_BYTES;
      const name = shiftedCorrelation(paddedName, snapshot.templates, base, NAME_TEMPLATE);
      const bottom = shiftedCorrelation(
        paddedBottom,
        snapshot.templates,
        base + nameLength,
        BOTTOM_TEMPLATE,
      );
      return { ...entry, score: entry.cosine + NAME_WEIGHT * name + BOTTOM_WEIGHT * bottom };
    });
  return ranked.sort((a, b) => b.score - a.score);
}

/** Visual shortlist, then re-ranked by the printed name bar and number strip. */
export function rankMatches(snapshot: IndexSnapshot, query: Features, kind: number): Ranked[] {
  return rerankByTemplates(
    snapshot,
    query,
    nearestByVector(snapshot, query.vector, kind, SHORTLIST),
  );
}
