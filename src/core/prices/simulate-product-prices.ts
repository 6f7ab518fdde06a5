import { type GradedRatios, pickGradedRatios } from './graded-ladder.ts';
import { generatePriceWalk, pickVariantFactor } from './price-walk.ts';
import { createKeyedRandom } from './seeded-random.ts';
import { pickStartingCents, type SimulatedProduct } from './starting-price.ts';

/** One printing's simulated history: market cents per day (oldest first). */
export type SimulatedSeries = {
  variant: string;
  marketCents: number[];
  /** Cards only: derive each day's graded prices with deriveGradedLadder. */
  gradedRatios: GradedRatios | null;
};

/**
 * The printings to simulate: always 'normal' (the base printing), then every other printing
 * type the catalog lists, once each.
 */
export function simulatedVariants(product: SimulatedProduct): string[] {
  return [...new Set(['normal', ...product.variantTypes])];
}

/**
 * A product's simulated daily prices over `days` days. Deterministic: each product (and each
 * printing) draws from its own stream keyed by the seed and its id, so the result does not
 * depend on which other products are simulated or in what order.
 */
export function simulateProductPrices(
  seed: number,
  product: SimulatedProduct,
  days: number,
): SimulatedSeries[] {
  const random = createKeyedRandom(seed, product.id);
  const base = generatePriceWalk({ random, days, startCents: pickStartingCents(product, random) });
  const gradedRatios =
    product.productType === 'card'
      ? pickGradedRatios(createKeyedRandom(seed, `${product.id}#graded`))
      : null;
  // Without a 'normal' printing, the first listed printing is the base one: same price.
  const basePrinting = product.variantTypes.includes('normal')
    ? 'normal'
    : (product.variantTypes[0] ?? 'normal');
  return simulatedVariants(product).map((variant) => {
    if (variant === 'normal' || variant === basePrinting) {
      return { variant, marketCents: base, gradedRatios };
    }
    const factor = pickVariantFactor(variant, createKeyedRandom(seed, `${product.id}#${variant}`));
    const marketCents = base.map((cents) => Math.max(1, Math.round(cents * factor)));
    return { variant, marketCents, gradedRatios };
  });
}
