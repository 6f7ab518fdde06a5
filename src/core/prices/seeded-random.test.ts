import { describe, expect, it } from 'vitest';
import {
  createKeyedRandom,
  createRandom,
  gaussian,
  hashText,
  logUniform,
} from './seeded-random.ts';

const take = (random: () => number, count: number) => Array.from({ length: count }, random);

describe('createRandom', () => {
  it('repeats the same stream for the same seed', () => {
    expect(take(createRandom(42), 20)).toEqual(take(createRandom(42), 20));
  });

  it('gives a different stream for another seed', () => {
    expect(take(createRandom(42), 20)).not.toEqual(take(createRandom(43), 20));
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const values = take(createRandom(7), 20_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean).toBeCloseTo(0.5, 1);
    const lowQuarter = values.filter((value) => value < 0.25).length / values.length;
    expect(lowQuarter).toBeCloseTo(0.25, 1);
  });
});

describe('createKeyedRandom', () => {
  it('gives each key its own stream under one seed', () => {
    expect(take(createKeyedRandom(1, 'sv03-125'), 5)).toEqual(
      take(createKeyedRandom(1, 'sv03-125'), 5),
    );
    expect(take(createKeyedRandom(1, 'sv03-125'), 5)).not.toEqual(
      take(createKeyedRandom(1, 'sv03-126'), 5),
    );
    expect(take(createKeyedRandom(1, 'sv03-125'), 5)).not.toEqual(
      take(createKeyedRandom(2, 'sv03-125'), 5),
    );
  });

  it('hashes texts to 32-bit unsigned numbers', () => {
    expect(hashText('a')).not.toBe(hashText('b'));
    expect(Number.isInteger(hashText('base1-4'))).toBe(true);
    expect(hashText('base1-4')).toBeGreaterThanOrEqual(0);
    expect(hashText('base1-4')).toBeLessThan(2 ** 32);
  });
});

describe('distributions', () => {
  it('draws standard normal numbers', () => {
    const random = createRandom(3);
    const values = Array.from({ length: 20_000 }, () => gaussian(random));
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
    expect(mean).toBeCloseTo(0, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1);
  });

  it('keeps log-uniform draws inside their range', () => {
    const random = createRandom(5);
    for (let i = 0; i < 1000; i++) {
      const value = logUniform(random, 0.1, 400);
      expect(value).toBeGreaterThanOrEqual(0.1);
      expect(value).toBeLessThanOrEqual(400);
    }
  });
});
