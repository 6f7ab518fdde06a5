import { describe, expect, it } from 'vitest';
import { deriveGradedLadder, pickGradedRatios } from './graded-ladder.ts';
import { generatePriceWalk } from './price-walk.ts';
import { createRandom } from './seeded-random.ts';
import { simulatedVariants, simulateProductPrices } from './simulate-product-prices.ts';
import { type SimulatedProduct, startingPriceRange } from './starting-price.ts';

const card = (overrides: Partial<SimulatedProduct> = {}): SimulatedProduct => ({
  id: 'sv03-125',
  productType: 'card',
  rarity: 'Rare',
  sealedType: null,
  variantTypes: ['normal', 'reverse'],
  releaseYear: 2023,
  ...overrides,
});

const dailyReturns = (cents: number[]) =>
  cents.slice(1).map((value, index) => Math.abs(Math.log(value / (cents[index] ?? value))));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('simulateProductPrices', () => {
  it('gives the same prices for the same seed and product', () => {
    expect(simulateProductPrices(11, card(), 400)).toEqual(simulateProductPrices(11, card(), 400));
  });

  it('gives other prices for another seed', () => {
    const first = simulateProductPrices(11, card(), 400)[0]?.marketCents;
    const second = simulateProductPrices(12, card(), 400)[0]?.marketCents;
    expect(first).not.toEqual(second);
  });

  it('writes normal plus each other printing the catalog lists', () => {
    expect(simulatedVariants(card({ variantTypes: [] }))).toEqual(['normal']);
    expect(simulatedVariants(card({ variantTypes: ['holo', 'reverse', 'holo'] }))).toEqual([
      'normal',
      'holo',
      'reverse',
    ]);
    const series = simulateProductPrices(1, card(), 30);
    const [normal, reverse] = series;
    expect(series.map((entry) => entry.variant)).toEqual(['normal', 'reverse']);
    // A reverse holo is worth more than the normal printing, every day.
    reverse?.marketCents.forEach((cents, day) => {
      expect(cents).toBeGreaterThanOrEqual(normal?.marketCents[day] ?? 0);
    });
  });

  it('prices a holo-only card the same as its normal row', () => {
    const [normal, holo] = simulateProductPrices(1, card({ variantTypes: ['holo'] }), 30);
    expect(holo?.variant).toBe('holo');
    expect(holo?.marketCents).toEqual(normal?.marketCents);
  });

  it('has no graded prices for sealed products', () => {
    const sealed = card({
      productType: 'sealed',
      rarity: null,
      sealedType: 'booster-box',
      variantTypes: [],
    });
    expect(simulateProductPrices(1, sealed, 5)).toEqual([
      expect.objectContaining({ variant: 'normal', gradedRatios: null }),
    ]);
  });
});

describe('generatePriceWalk', () => {
  const walks = Array.from({ length: 300 }, (_, seed) =>
    generatePriceWalk({ random: createRandom(seed), days: 400, startCents: 2000 }),
  );

  it('stays above zero', () => {
    for (const walk of walks) {
      expect(walk).toHaveLength(400);
      expect(Math.min(...walk)).toBeGreaterThanOrEqual(1);
    }
  });

  it('moves about 1 to 3 percent on a typical day', () => {
    for (const walk of walks) {
      const typical = median(dailyReturns(walk));
      // The median absolute move of a normal day is about 0.67 sigma.
      expect(typical).toBeGreaterThan(0.004);
      expect(typical).toBeLessThan(0.03);
    }
  });

  it('trends now and then without running off over a year', () => {
    const finals = walks.map((walk) => (walk.at(-1) ?? 0) / 2000);
    expect(Math.min(...finals)).toBeGreaterThan(0.2);
    expect(Math.max(...finals)).toBeLessThan(5);
    // Some walks end well away from where they started (a trend), not all near 1.
    expect(finals.filter((ratio) => ratio > 1.2 || ratio < 0.83).length).toBeGreaterThan(30);
  });
});

describe('starting prices', () => {
  it.each([
    ['Common', [0.1, 0.5]],
    ['Uncommon', [0.15, 0.8]],
    ['Rare Holo', [2, 50]],
    ['Holo Rare', [2, 50]],
    ['Special illustration rare', [10, 300]],
    ['Secret Rare', [10, 300]],
    ['Double rare', [2, 30]],
  ] as const)('starts a %s card in $%s', (rarity, range) => {
    expect(startingPriceRange(card({ rarity }))).toEqual(range);
  });

  it('starts sealed products between $4 and $1200 by type', () => {
    const sealed = (sealedType: string) =>
      startingPriceRange(card({ productType: 'sealed', rarity: null, sealedType }));
    expect(sealed('booster-box')).toEqual([100, 400]);
    expect(sealed('elite-trainer-box')).toEqual([45, 150]);
    expect(sealed('mystery')).toEqual([20, 400]);
  });

  it('prices secret rares above commons', () => {
    const start = (rarity: string, seed: number) =>
      simulateProductPrices(seed, card({ id: `x-${seed}`, rarity }), 1)[0]?.marketCents[0] ?? 0;
    for (let seed = 0; seed < 50; seed++) {
      expect(start('Secret Rare', seed)).toBeGreaterThan(start('Common', seed));
    }
  });
});

describe('deriveGradedLadder', () => {
  it('orders grades 10 > 9 > 8 > 7, even on a one-cent card', () => {
    for (let seed = 0; seed < 200; seed++) {
      const ratios = pickGradedRatios(createRandom(seed));
      for (const market of [1, 10, 37, 2500, 99_999]) {
        const ladder = deriveGradedLadder(market, ratios);
        const tens = [ladder.psa10Cents, ladder.cgc10Cents, ladder.sgc10Cents, ladder.bgs10Cents];
        expect(Math.min(...tens)).toBeGreaterThan(ladder.graded9Cents);
        expect(ladder.graded9Cents).toBeGreaterThan(ladder.graded8Cents);
        expect(ladder.graded8Cents).toBeGreaterThan(ladder.graded7Cents);
        expect(ladder.graded7Cents).toBeGreaterThan(0);
      }
    }
  });

  it('puts PSA 10 at 4 to 15 times market and grade 7 near market', () => {
    for (let seed = 0; seed < 200; seed++) {
      const ladder = deriveGradedLadder(10_000, pickGradedRatios(createRandom(seed)));
      expect(ladder.psa10Cents).toBeGreaterThanOrEqual(40_000);
      expect(ladder.psa10Cents).toBeLessThanOrEqual(150_000);
      expect(ladder.graded9Cents).toBeGreaterThanOrEqual(15_000);
      expect(ladder.graded7Cents).toBeGreaterThanOrEqual(9_000);
      expect(ladder.graded7Cents).toBeLessThanOrEqual(12_000);
    }
  });
});
