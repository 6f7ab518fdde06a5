import { describe, expect, it } from 'vitest';
import { drawWinner, seededRandom } from './giveaway-draw.ts';
import { monthKey } from './membership-tiers.ts';
import { formatCents } from './money.ts';

describe('drawWinner', () => {
  it('is reproducible from the seed, whatever the entry order', () => {
    const entries = [4, 8, 15, 16, 23, 42];
    const first = drawWinner(entries, 'seed-abc');
    expect(drawWinner([...entries].reverse(), 'seed-abc')).toBe(first);
    expect(entries).toContain(first);
  });

  it('spreads winners over many seeds', () => {
    const winners = new Set(
      Array.from({ length: 200 }, (_, i) => drawWinner([1, 2, 3, 4, 5], `s${i}`)),
    );
    expect(winners.size).toBe(5);
  });

  it('has no winner without entries', () => {
    expect(drawWinner([], 'x')).toBeUndefined();
  });

  it('gives numbers in [0, 1)', () => {
    const next = seededRandom('abc');
    for (let i = 0; i < 1000; i += 1) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe('small helpers', () => {
  it('formats cents', () => {
    expect(formatCents(1999)).toBe('$19.99');
    expect(formatCents(0)).toBe('$0.00');
  });
  it('names the month in UTC', () => {
    expect(monthKey(new Date('2026-03-31T23:30:00Z'))).toBe('2026-03');
  });
});
