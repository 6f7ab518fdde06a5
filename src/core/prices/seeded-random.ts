/** A source of uniform numbers in [0, 1), like Math.random but reproducible. */
export type Random = () => number;

/** The 32-bit FNV-1a hash of a text. */
export function fnv1a(text: string, seed = 0): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A 32-bit hash of a text (FNV-1a with a final avalanche), to derive seeds from ids. */
export function hashText(text: string, seed = 0): number {
  let hash = fnv1a(text, seed);
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** Mulberry32: a small, fast generator with a 32-bit state; the same seed gives the same stream. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stream for one named thing (a product, a printing) under a run's seed. */
export function createKeyedRandom(seed: number, key: string): Random {
  return createRandom(hashText(key, seed));
}

/** A uniform number in [min, max). */
export function uniform(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

/** A number spread evenly on a log scale between min and max (prices span magnitudes). */
export function logUniform(random: Random, min: number, max: number): number {
  return Math.exp(uniform(random, Math.log(min), Math.log(max)));
}

/** A standard normal number (Box-Muller). */
export function gaussian(random: Random): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
