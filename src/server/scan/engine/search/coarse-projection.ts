/**
 * A coarse pre-filter for the brute-force search: an orthonormal basis of the index vectors'
 * dominant subspace (uncentred, so dot products are what it preserves), found by subspace
 * iteration on the second-moment matrix of a sample of rows. Projected dot products rank almost
 * like the full cosine at a fifth of the cost; the shortlist is then re-scored exactly.
 */
/** A multiple of 4: the coarse pass sums four products at a time (vector-search.ts). */
export const COARSE_DIMS = 48;
const SAMPLE_ROWS = 6000;
const ITERATIONS = 30;

function secondMoment(vectors: Float32Array, rows: number, dims: number): Float64Array {
  const step = Math.max(1, Math.floor(rows / SAMPLE_ROWS));
  const moment = new Float64Array(dims * dims);
  for (let row = 0; row < rows; row += step) {
    const base = row * dims;
    for (let i = 0; i < dims; i++) {
      const vi = vectors[base + i] as number;
      if (vi === 0) {
        continue;
      }
      const at = i * dims;
      for (let j = i; j < dims; j++) {
        moment[at + j] = (moment[at + j] as number) + vi * (vectors[base + j] as number);
      }
    }
  }
  for (let i = 0; i < dims; i++) {
    for (let j = 0; j < i; j++) {
      moment[i * dims + j] = moment[j * dims + i] as number;
    }
  }
  return moment;
}

/** Gram-Schmidt on the columns of a dims x k matrix (column-major). */
function orthonormalise(basis: Float64Array, dims: number, k: number): void {
  for (let c = 0; c < k; c++) {
    const col = c * dims;
    for (let p = 0; p < c; p++) {
      const prev = p * dims;
      let dot = 0;
      for (let i = 0; i < dims; i++) {
        dot += (basis[col + i] as number) * (basis[prev + i] as number);
      }
      for (let i = 0; i < dims; i++) {
        basis[col + i] = (basis[col + i] as number) - dot * (basis[prev + i] as number);
      }
    }
    let norm = 0;
    for (let i = 0; i < dims; i++) {
      norm += (basis[col + i] as number) ** 2;
    }
    const scale = norm > 1e-20 ? 1 / Math.sqrt(norm) : 0;
    for (let i = 0; i < dims; i++) {
      basis[col + i] = (basis[col + i] as number) * scale;
    }
  }
}

/** COARSE_DIMS x dims projection (row-major): rows are the dominant directions. */
export function computeCoarseProjection(
  vectors: Float32Array,
  rows: number,
  dims: number,
): Float32Array {
  const k = Math.min(COARSE_DIMS, dims);
  const basis = new Float64Array(dims * k);
  // A deterministic, well-spread start: identity columns plus a small ramp.
  for (let c = 0; c < k; c++) {
    for (let i = 0; i < dims; i++) {
      basis[c * dims + i] = (i % k === c ? 1 : 0) + 1e-3 * Math.sin((i + 1) * (c + 1));
    }
  }
  orthonormalise(basis, dims, k);
  if (rows > 0) {
    const moment = secondMoment(vectors, rows, dims);
    const next = new Float64Array(dims * k);
    for (let iteration = 0; iteration < ITERATIONS; iteration++) {
      for (let c = 0; c < k; c++) {
        const col = c * dims;
        for (let i = 0; i < dims; i++) {
          let sum = 0;
          const at = i * dims;
          for (let j = 0; j < dims; j++) {
            sum += (moment[at + j] as number) * (basis[col + j] as number);
          }
          next[col + i] = sum;
        }
      }
      basis.set(next);
      orthonormalise(basis, dims, k);
    }
  }
  return Float32Array.from(basis);
}

/** `vector` (dims) projected onto the basis: COARSE_DIMS values written into `out` at `at`. */
export function projectVector(
  projection: Float32Array,
  vector: Float32Array,
  vectorAt: number,
  dims: number,
  out: Float32Array,
  at: number,
): void {
  const k = projection.length / dims;
  for (let c = 0; c < k; c++) {
    const base = c * dims;
    let sum = 0;
    for (let i = 0; i < dims; i++) {
      sum += (projection[base + i] as number) * (vector[vectorAt + i] as number);
    }
    out[at + c] = sum;
  }
}
