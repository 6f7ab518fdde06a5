import { describe, expect, it } from 'vitest';
import { getDateTickIndexes, getValueAxis } from './chart-axis.ts';
import { dropWholeCents } from './chart-format.ts';

describe('getValueAxis', () => {
  it('covers the values with round steps', () => {
    expect(getValueAxis(22, 111)).toEqual({ min: 0, max: 125, ticks: [0, 25, 50, 75, 100, 125] });
    expect(getValueAxis(2.79, 3.4).ticks).toEqual([2.6, 2.8, 3, 3.2, 3.4]);
  });

  it('gives a flat series a span around its value, not below zero', () => {
    const axis = getValueAxis(0, 0);
    expect(axis.min).toBe(0);
    expect(axis.max).toBeGreaterThan(0);
    expect(getValueAxis(50, 50).ticks).toContain(50);
  });
});

describe('getDateTickIndexes', () => {
  it('spreads the date ticks from the first point to the last', () => {
    expect(getDateTickIndexes(12)).toEqual([0, 4, 7, 11]);
    expect(getDateTickIndexes(2)).toEqual([0, 1]);
    expect(getDateTickIndexes(0)).toEqual([]);
  });
});

describe('dropWholeCents', () => {
  it('drops whole cents in either decimal style and keeps real ones', () => {
    expect(dropWholeCents('$1,250.00')).toBe('$1,250');
    expect(dropWholeCents('1.250,00 €')).toBe('1.250 €');
    expect(dropWholeCents('¥300')).toBe('¥300');
    expect(dropWholeCents('$2.80')).toBe('$2.80');
    expect(dropWholeCents('$0.00')).toBe('$0');
  });
});
