import { createRandom, fnv1a } from '../prices/seeded-random.ts';

/**
 * A reproducible giveaway draw: the same seed and the same entries always pick the same winner.
 * Entries are sorted first, so the order they were read in does not matter.
 */

/** mulberry32 seeded with the FNV-1a hash of the seed text: numbers in [0, 1). */
export function seededRandom(seed: string): () => number {
  return createRandom(fnv1a(seed));
}

export function drawWinner(entries: readonly number[], seed: string): number | undefined {
  if (entries.length === 0) {
    return undefined;
  }
  const sorted = [...entries].sort((a, b) => a - b);
  const index = Math.floor(seededRandom(seed)() * sorted.length);
  return sorted[index];
}
