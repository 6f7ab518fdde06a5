import { COARSE_DIMS, projectVector } from './coarse-projection.ts';
import {
  BOTTOM_TEMPLATE,
  FEATURE_TEMPLATE_BYTES,
  type Features,
  NAME_TEMPLATE,
  TEMPLATE_PAD,
  VECTOR_DIMS,
} from './features.ts';
import type { IndexSnapshot } from './index-snapshot.ts';
import { TopRows, topRows } from './top-rows.ts';

export type Ranked = { index: number; cosine: number; score: number };

/** Visual shortlist size re-ranked with the name bar and bottom strip templates. */
export const SHORTLIST = 40;
export const NAME_WEIGHT = 0.12;
export const BOTTOM_WEIGHT = 0.22;

/** Rows kept by the coarse pre-filter before the exact cosine decides (recall, not speed). */
const COARSE_SHORTLIST = 400;
/** Up to this many rows of the wanted kind are compared exactly, without the pre-filter. */
const EXACT_UP_TO = 4000;

function dotRow(matrix: Float32Array, row: number, dims: number, query: Float32Array): number {
  const base = row * dims;
  let dot = 0;
  for (let d = 0; d < dims; d++) {
    dot += (matrix[base + d] as number) * (query[d] as number);
  }
  return dot;
}

/**
 * The `keep` rows of `kind` with the best projected dot product with the projected query (the
 * hot loop, about 2 M multiply-adds per search: kept plain, four sums at a time, and a row
 * enters the heap only when it beats the worst kept).
 */
function coarseTop(
  snapshot: IndexSnapshot,
  kind: number,
  query: Float32Array,
  keep: number,
): TopRows {
  const { coarse, kinds } = snapshot;
  const count = kinds.length;
  const top = new TopRows(keep);
  for (let row = 0, base = 0; row < count; row++, base += COARSE_DIMS) {
    if (kinds[row] !== kind) {
      continue;
    }
    let a = 0;
    let b = 0;
    let c = 0;
    let d = 0;
    for (let i = 0; i < COARSE_DIMS; i += 4) {
      a += (coarse[base + i] as number) * (query[i] as number);
      b += (coarse[base + i + 1] as number) * (query[i + 1] as number);
      c += (coarse[base + i + 2] as number) * (query[i + 2] as number);
      d += (coarse[base + i + 3] as number) * (query[i + 3] as number);
    }
    const score = a + b + c + d;
    if (score > top.floor) {
      top.offer(row, score);
    }
  }
  return top;
}

/** Rows per kind, counted once per snapshot (every search asks). */
const kindCounts = new WeakMap<Uint8Array, Map<number, number>>();

function countOfKind(kinds: Uint8Array, count: number, kind: number): number {
  let counts = kindCounts.get(kinds);
  if (!counts) {
    counts = new Map<number, number>();
    kindCounts.set(kinds, counts);
  }
  let known = counts.get(kind);
  if (known === undefined) {
    known = 0;
    for (let row = 0; row < count; row++) {
      known += kinds[row] === kind ? 1 : 0;
    }
    counts.set(kind, known);
  }
  return known;
}

/**
 * The `k` best rows of `kind` by cosine similarity: a coarse pass over the projected rows
 * (COARSE_DIMS values each) keeps COARSE_SHORTLIST, whose exact cosines decide.
 */
export function nearestByVector(
  snapshot: IndexSnapshot,
  query: Float32Array,
  kind: number,
  k: number,
): Ranked[] {
  const { vectors, kinds, projection } = snapshot;
  const count = snapshot.productIds.length;
  const isKind = (row: number) => kinds[row] === kind;
  const exact = (row: number) => dotRow(vectors, row, VECTOR_DIMS, query);
  let candidates: ArrayLike<number> & { length: number };
  let candidateCount: number;
  const kindCount = countOfKind(kinds, count, kind);
  // A small kind (sealed products) is cheap to scan exactly, and the basis follows the cards.
  if (kindCount > EXACT_UP_TO && projection.length > 0) {
    const coarseQuery = new Float32Array(COARSE_DIMS);
    projectVector(projection, query, 0, VECTOR_DIMS, coarseQuery, 0);
    const top = coarseTop(snapshot, kind, coarseQuery, COARSE_SHORTLIST);
    candidates = top.rows;
    candidateCount = top.size;
  } else {
    candidates = Int32Array.from({ length: count }, (_, row) => row);
    candidateCount = count;
  }
  const best = topRows(
    candidateCount,
    k,
    (i) => isKind(candidates[i] as number),
    (i) => exact(candidates[i] as number),
  );
  const ranked: Ranked[] = [];
  for (let i = 0; i < best.size; i++) {
    const row = candidates[best.rows[i] as number] as number;
    const cosine = best.scores[i] as number;
    ranked.push({ index: row, cosine, score: cosine });
  }
  return ranked.sort((a, b) => b.cosine - a.cosine);
}

type Size = { width: number; height: number };

/**
 * Sums and sums of squares of the padded query over every (w x h) window, one per shift, from
 * summed-area tables: exact (integer pixels), so only the cross term is left per pixel.
 */
function windowSums(padded: Uint8Array, size: Size) {
  const { width, height } = size;
  const paddedWidth = width + 2 * TEMPLATE_PAD;
  const paddedHeight = height + 2 * TEMPLATE_PAD;
  const stride = paddedWidth + 1;
  const sum = new Float64Array(stride * (paddedHeight + 1));
  const squares = new Float64Array(stride * (paddedHeight + 1));
  for (let y = 0; y < paddedHeight; y++) {
    let row = 0;
    let rowSquares = 0;
    for (let x = 0; x < paddedWidth; x++) {
      const v = padded[y * paddedWidth + x] as number;
      row += v;
      rowSquares += v * v;
      const at = (y + 1) * stride + x + 1;
      sum[at] = (sum[at - stride] as number) + row;
      squares[at] = (squares[at - stride] as number) + rowSquares;
    }
  }
  const shifts = 2 * TEMPLATE_PAD + 1;
  const sumA = new Float64Array(shifts * shifts);
  const sumAA = new Float64Array(shifts * shifts);
  const box = (table: Float64Array, dx: number, dy: number) =>
    (table[(dy + height) * stride + dx + width] as number) -
    (table[dy * stride + dx + width] as number) -
    (table[(dy + height) * stride + dx] as number) +
    (table[dy * stride + dx] as number);
  for (let dy = 0; dy < shifts; dy++) {
    for (let dx = 0; dx < shifts; dx++) {
      sumA[dy * shifts + dx] = box(sum, dx, dy);
      sumAA[dy * shifts + dx] = box(squares, dx, dy);
    }
  }
  return { sumA, sumAA };
}

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
  const shifts = 2 * TEMPLATE_PAD + 1;
  const windows = windowSums(padded, size);
  let best = -1;
  for (let dy = 0; dy < shifts; dy++) {
    for (let dx = 0; dx < shifts; dx++) {
      const sumA = windows.sumA[dy * shifts + dx] as number;
      const varA = (windows.sumAA[dy * shifts + dx] as number) - (sumA * sumA) / length;
      if (varA <= 0) {
        continue;
      }
      let sumAB = 0;
      for (let y = 0; y < height; y++) {
        const rowA = (y + dy) * paddedWidth + dx;
        const rowB = offset + y * width;
        for (let x = 0; x < width; x++) {
          sumAB += (padded[rowA + x] as number) * (stored[rowB + x] as number);
        }
      }
      const ncc = (sumAB - (sumA * sumB) / length) / Math.sqrt(varA * varB);
      if (ncc > best) {
        best = ncc;
      }
    }
  }
  return best;
}

/** Shortlist entries re-ranked by templates: the top few, and any close to the best. */
const RERANK_TOP = 8;
const RERANK_WITHIN = 0.08;

/**
 * Re-ranks a visual shortlist by the printed name bar and number strip (reprints). With `top`,
 * only that many leaders are re-ranked and returned (a cheaper look, to compare outlines);
 * `scored` are entries of the same query already re-ranked (their scores are reused).
 */
export function rerankByTemplates(
  snapshot: IndexSnapshot,
  query: Features,
  shortlist: Ranked[],
  top?: number,
  scored: Ranked[] = [],
): Ranked[] {
  const { paddedName, paddedBottom } = query;
  const best = shortlist[0];
  if (!paddedName || !paddedBottom || !best) {
    return shortlist;
  }
  const nameLength = NAME_TEMPLATE.width * NAME_TEMPLATE.height;
  const keep = (entry: Ranked, i: number) =>
    top === undefined ? i < RERANK_TOP || entry.cosine > best.cosine - RERANK_WITHIN : i < top;
  const known = new Map(scored.map((entry) => [entry.index, entry]));
  const ranked = shortlist.filter(keep).map((entry) => {
    const reused = known.get(entry.index);
    if (reused) {
      return reused;
    }
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
