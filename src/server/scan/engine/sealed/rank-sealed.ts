import { type IndexSnapshot, KIND_SEALED } from '../search/index-snapshot.ts';
import { nearestByVector, type Ranked } from '../search/vector-search.ts';
import { SEALED_THUMB, type SealedFeatures, sealedExtras } from './sealed-features.ts';

/** Visual shortlist of sealed products re-ranked by the thumbnail and the aspect. */
const SEALED_SHORTLIST = 30;
const THUMB_WEIGHT = 0.35;
/** Penalty per unit of |log(aspect ratio)| beyond ASPECT_SLACK (perspective blurs the aspect). */
const ASPECT_WEIGHT = 0.6;
const ASPECT_SLACK = Math.log(1.12);
/** The thumbnail comparison slides the stored thumbnail by up to this many pixels each way. */
const SHIFT = 2;

/**
 * The best normalised correlation of the query thumbnail with a stored one over small shifts,
 * ignoring the query's glare pixels (and the border a shift uncovers).
 */
function maskedCorrelation(
  query: Uint8Array,
  glare: Uint8Array | undefined,
  stored: Uint8Array,
  offset: number,
): number {
  const n = SEALED_THUMB;
  let best = -1;
  for (let dy = -SHIFT; dy <= SHIFT; dy++) {
    for (let dx = -SHIFT; dx <= SHIFT; dx++) {
      let count = 0;
      let sa = 0;
      let sb = 0;
      let saa = 0;
      let sbb = 0;
      let sab = 0;
      for (let y = Math.max(0, -dy); y < Math.min(n, n - dy); y++) {
        for (let x = Math.max(0, -dx); x < Math.min(n, n - dx); x++) {
          const i = y * n + x;
          if (glare?.[i]) {
            continue;
          }
          const a = query[i] as number;
          const b = stored[offset + (y + dy) * n + x + dx] as number;
          count++;
          sa += a;
          sb += b;
          saa += a * a;
          sbb += b * b;
          sab += a * b;
        }
      }
      if (count < n * n * 0.3) {
        continue;
      }
      const va = saa - (sa * sa) / count;
      const vb = sbb - (sb * sb) / count;
      if (va > 0 && vb > 0) {
        best = Math.max(best, (sab - (sa * sb) / count) / Math.sqrt(va * vb));
      }
    }
  }
  return best;
}

/** Sealed products nearest to a face: cosine, plus thumbnail correlation, minus aspect mismatch. */
export function rankSealed(snapshot: IndexSnapshot, query: SealedFeatures): Ranked[] {
  const visual = nearestByVector(snapshot, query.vector, KIND_SEALED, SEALED_SHORTLIST);
  return visual
    .map((entry) => {
      const { aspect, thumbOffset } = sealedExtras(snapshot.templates, entry.index);
      const mismatch = Math.max(0, Math.abs(Math.log(query.aspect / aspect)) - ASPECT_SLACK);
      const thumb = maskedCorrelation(query.thumb, query.glare, snapshot.templates, thumbOffset);
      return {
        ...entry,
        score: entry.cosine + THUMB_WEIGHT * thumb - ASPECT_WEIGHT * mismatch,
      };
    })
    .sort((a, b) => b.score - a.score);
}
