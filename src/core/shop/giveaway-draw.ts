/**
 * A reproducible giveaway draw: the same seed and the same entries always pick the same winner.
 * Entries are sorted first, so the order they were read in does not matter.
 */

/** FNV-1a 32-bit hash of a string. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, well-known seeded PRNG returning [0, 1). */
export function seededRandom(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each entry is a user id; a user may hold several entries (weights). */
export function drawWinner(entries: readonly number[], seed: string): number | undefined {
  if (entries.length === 0) {
    return undefined;
  }
  const sorted = [...entries].sort((a, b) => a - b);
  const index = Math.floor(seededRandom(seed)() * sorted.length);
  return sorted[index];
}
