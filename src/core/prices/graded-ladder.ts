import { type Random, uniform } from './seeded-random.ts';

/** Graded prices in cents for one day, from the market (ungraded) price. */
export type GradedLadder = {
  psa10Cents: number;
  cgc10Cents: number;
  sgc10Cents: number;
  bgs10Cents: number;
  graded9Cents: number;
  graded8Cents: number;
  graded7Cents: number;
};

/** A product's graded multiples of its market price, drawn once and kept for every day. */
export type GradedRatios = {
  psa10: number;
  cgc10: number;
  sgc10: number;
  bgs10: number;
  graded9: number;
  graded8: number;
  graded7: number;
};

/** Multiples: PSA 10 4-15x, the other 10s near it, 9 1.5-3x, 8 1.1-1.6x, 7 0.9-1.2x. */
export function pickGradedRatios(random: Random): GradedRatios {
  const graded7 = uniform(random, 0.9, 1.2);
  const graded8 = Math.max(uniform(random, 1.1, 1.6), graded7 * 1.05);
  const graded9 = Math.max(uniform(random, 1.5, 3), graded8 * 1.1);
  const psa10 = Math.max(uniform(random, 4, 15), graded9 * 1.5);
  const tenAbove9 = (ratio: number) => Math.max(ratio, graded9 * 1.2);
  return {
    psa10,
    cgc10: tenAbove9(psa10 * uniform(random, 0.6, 0.85)),
    sgc10: tenAbove9(psa10 * uniform(random, 0.55, 0.8)),
    bgs10: tenAbove9(psa10 * uniform(random, 0.9, 1.25)),
    graded9,
    graded8,
    graded7,
  };
}

/**
 * The ladder for a market price. Rounding to cents could tie neighbouring grades on cheap
 * cards, so each grade is kept at least a cent above the one below: 10 > 9 > 8 > 7.
 */
export function deriveGradedLadder(marketCents: number, ratios: GradedRatios): GradedLadder {
  const graded7Cents = Math.max(1, Math.round(marketCents * ratios.graded7));
  const graded8Cents = Math.max(graded7Cents + 1, Math.round(marketCents * ratios.graded8));
  const graded9Cents = Math.max(graded8Cents + 1, Math.round(marketCents * ratios.graded9));
  const ten = (ratio: number) => Math.max(graded9Cents + 1, Math.round(marketCents * ratio));
  return {
    psa10Cents: ten(ratios.psa10),
    cgc10Cents: ten(ratios.cgc10),
    sgc10Cents: ten(ratios.sgc10),
    bgs10Cents: ten(ratios.bgs10),
    graded9Cents,
    graded8Cents,
    graded7Cents,
  };
}
