import { gaussian, logUniform, type Random, uniform } from './seeded-random.ts';

export type PriceWalkOptions = {
  random: Random;
  days: number;
  startCents: number;
};

// Daily volatility is drawn per product; trends (a daily drift) switch now and then, and a weak
// pull back towards the starting level keeps 400 days of drift from running off to extremes.
const VOLATILITY: readonly [number, number] = [0.01, 0.03];
const TREND_SWITCH_CHANCE = 1 / 45;
const TREND_DRIFT_SPREAD = 0.004;
const MEAN_REVERSION = 0.01;

/**
 * A daily market price series in cents (oldest first): a geometric random walk with
 * occasional trends. Always at least 1 cent; the same random stream gives the same series.
 */
export function generatePriceWalk({ random, days, startCents }: PriceWalkOptions): number[] {
  const volatility = logUniform(random, VOLATILITY[0], VOLATILITY[1]);
  const anchor = Math.log(startCents);
  let level = anchor;
  let drift = 0;
  const cents: number[] = new Array(days);
  for (let day = 0; day < days; day++) {
    if (day > 0) {
      if (random() < TREND_SWITCH_CHANCE) {
        drift = random() < 0.4 ? 0 : gaussian(random) * TREND_DRIFT_SPREAD;
      }
      level += drift + volatility * gaussian(random) - MEAN_REVERSION * (level - anchor);
    }
    cents[day] = Math.max(1, Math.round(Math.exp(level)));
  }
  return cents;
}

/** How a printing other than the base one is priced against it. */
const VARIANT_FACTORS: Record<string, readonly [number, number]> = {
  holo: [1.3, 2.5],
  reverse: [1.2, 2],
  lenticular: [1.1, 1.5],
  metal: [1.5, 3],
};
const OTHER_VARIANT_FACTOR: readonly [number, number] = [1.1, 1.8];

/** A printing's price factor against the product's base printing (drawn once per printing). */
export function pickVariantFactor(variant: string, random: Random): number {
  const [min, max] = VARIANT_FACTORS[variant] ?? OTHER_VARIANT_FACTOR;
  return uniform(random, min, max);
}
