import { describe, expect, it } from 'vitest';
import { getGridLayout } from './grid-layout.ts';

describe('getGridLayout', () => {
  it.each([
    [1160, 7],
    [335, 2],
    [200, 1],
    [0, 1],
  ])('fits tiles of at least 140 px into %i px: %i columns', (width, columns) => {
    expect(getGridLayout(width).columns).toBe(columns);
  });

  it('makes rows as tall as a card image plus its text and the gap', () => {
    // 2 columns of 159.5 px: image 222.7 px + 76 px text + 16 px gap.
    expect(getGridLayout(335).rowHeight).toBe(315);
  });

  it('adds a line for the English names of Japanese and Chinese cards', () => {
    expect(getGridLayout(335, true).rowHeight).toBe(337);
  });
});
