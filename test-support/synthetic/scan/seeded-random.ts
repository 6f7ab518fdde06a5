import { createRandom as createUniform, fnv1a } from '#core/prices/seeded-random.ts';

/** The shared seeded generator with the helpers the picture renderers draw with. */
export function createRandom(seed: number) {
  const next = createUniform(seed);
  return {
    next,
    range: (min: number, max: number) => min + (max - min) * next(),
    int: (min: number, max: number) => Math.floor(min + (max - min + 1) * next()),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
    gaussian: () => {
      const u = Math.max(1e-9, next());
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
  };
}

export type Random = ReturnType<typeof createRandom>;

/** A 32-bit seed from any text. */
export const seedFromText = (text: string): number => fnv1a(text);

export function randomColour(random: Random, lightness: [number, number] = [25, 75]): string {
  return `hsl(${random.int(0, 359)}, ${random.int(35, 95)}%, ${random.int(lightness[0], lightness[1])}%)`;
}
