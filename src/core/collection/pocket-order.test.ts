import { describe, expect, it } from 'vitest';
import { describeCorners, toReadingOrder } from './pocket-order.ts';

describe('toReadingOrder', () => {
  it('reads a slanted 3x3 page left to right, top to bottom', () => {
    // Centres of a page photographed a little askew: each row drifts down to the right.
    const cards = [
      { value: 'i', x: 300, y: 520, height: 140 },
      { value: 'a', x: 100, y: 100, height: 140 },
      { value: 'e', x: 200, y: 320, height: 140 },
      { value: 'c', x: 300, y: 140, height: 140 },
      { value: 'g', x: 100, y: 480, height: 140 },
      { value: 'b', x: 200, y: 120, height: 140 },
      { value: 'f', x: 300, y: 340, height: 140 },
      { value: 'd', x: 100, y: 300, height: 140 },
      { value: 'h', x: 200, y: 500, height: 140 },
    ];
    expect(toReadingOrder(cards).join('')).toBe('abcdefghi');
  });

  it('keeps a short row (an empty pocket) as its own row', () => {
    const cards = [
      { value: 'c', x: 100, y: 300, height: 140 },
      { value: 'b', x: 300, y: 100, height: 140 },
      { value: 'a', x: 100, y: 100, height: 140 },
    ];
    expect(toReadingOrder(cards)).toEqual(['a', 'b', 'c']);
  });
});

describe('describeCorners', () => {
  it('gives the centre and height of an outline', () => {
    expect(
      describeCorners([
        [10, 20],
        [30, 20],
        [30, 60],
        [10, 60],
      ]),
    ).toEqual({ x: 20, y: 40, height: 40 });
  });
});
