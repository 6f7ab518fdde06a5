import { describe, expect, it } from 'vitest';
import { encodeFeatures, VECTOR_DIMS } from './features.ts';
import { buildIndexSnapshot, KIND_CARD } from './index-snapshot.ts';
import { nearestByVector } from './vector-search.ts';

/** A seeded, low-rank-plus-noise cloud of unit vectors, shaped like real descriptors. */
function randomVectors(count: number, seed: number): Float32Array[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
  const basis = Array.from({ length: 30 }, () => Float32Array.from({ length: VECTOR_DIMS }, next));
  return Array.from({ length: count }, () => {
    const vector = new Float32Array(VECTOR_DIMS);
    for (const direction of basis) {
      const weight = next();
      for (let d = 0; d < VECTOR_DIMS; d++) {
        vector[d] = (vector[d] as number) + weight * (direction[d] as number);
      }
    }
    for (let d = 0; d < VECTOR_DIMS; d++) {
      vector[d] = (vector[d] as number) + 0.15 * next();
    }
    const norm = Math.hypot(...vector);
    return vector.map((v) => v / norm);
  });
}

function bruteForce(vectors: Float32Array[], query: Float32Array, k: number): number[] {
  return vectors
    .map((vector, index) => ({
      index,
      dot: vector.reduce((s, v, d) => s + v * (query[d] as number), 0),
    }))
    .sort((a, b) => b.dot - a.dot)
    .slice(0, k)
    .map((entry) => entry.index);
}

describe('nearestByVector', () => {
  it('finds the same best matches as an exact scan when the coarse pre-filter is in use', () => {
    const vectors = randomVectors(6000, 7);
    const snapshot = buildIndexSnapshot(
      1,
      vectors.map((vector, i) => ({
        productId: `p${i}`,
        productType: 'card',
        features: encodeFeatures({ vector, nameTemplate: null, bottomTemplate: null }),
      })),
    );
    for (const [q, source] of [11, 523, 1999, 5870].entries()) {
      // A noisy photo of row `source`.
      const noise = randomVectors(1, 100 + q)[0] as Float32Array;
      const query = (vectors[source] as Float32Array).map(
        (v, d) => v + 0.35 * (noise[d] as number),
      );
      const ranked = nearestByVector(snapshot, query, KIND_CARD, 10);
      expect(ranked[0]?.index).toBe(source);
      expect(ranked.map((entry) => entry.index)).toEqual(bruteForce(vectors, query, 10));
      expect(ranked[0]?.cosine).toBeGreaterThan(ranked[9]?.cosine ?? 1);
    }
  });
});
