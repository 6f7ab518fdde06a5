import { describe, expect, it } from 'vitest';
import { findNearestIndex, plotPoints } from './chart-geometry.ts';

const box = { width: 110, height: 60, padX: 5, padY: 10 };

describe('plotPoints', () => {
  it('spreads points by time and puts the highest value at the top', () => {
    const { points, line, area, min, max } = plotPoints(
      [
        { date: '2025-01-01', value: 10 },
        { date: '2025-01-02', value: 30 },
        { date: '2025-01-05', value: 20 },
      ],
      box,
    );
    expect(points.map((point) => [point.x, point.y])).toEqual([
      [5, 50],
      [30, 10],
      [105, 30],
    ]);
    expect(line).toBe('M5 50 L30 10 L105 30');
    expect(area).toBe('M5 50 L30 10 L105 30 L105 50 L5 50 Z');
    expect([min, max]).toEqual([10, 30]);
  });

  it('centres a single point and draws no area', () => {
    const { points, area } = plotPoints([{ date: '2025-01-01', value: 7 }], box);
    expect(points[0]).toMatchObject({ x: 55, y: 30 });
    expect(area).toBe('');
  });

  it('draws a flat series across the middle', () => {
    const { points } = plotPoints(
      [
        { date: '2025-01-01', value: 5 },
        { date: '2025-01-03', value: 5 },
      ],
      box,
    );
    expect(points.map((point) => point.y)).toEqual([30, 30]);
  });

  it('handles an empty series', () => {
    expect(plotPoints([], box)).toMatchObject({ points: [], line: '', area: '' });
  });
});

describe('findNearestIndex', () => {
  it.each([
    [0, 0],
    [19, 1],
    [90, 2],
  ])('x=%i is nearest to point %i', (x, expected) => {
    expect(findNearestIndex([{ x: 0 }, { x: 20 }, { x: 100 }], x)).toBe(expected);
  });

  it('is -1 without points', () => {
    expect(findNearestIndex([], 10)).toBe(-1);
  });
});
