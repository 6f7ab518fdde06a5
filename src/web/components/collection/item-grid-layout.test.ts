import { describe, expect, it } from 'vitest';
import { getItemGridLayout } from './item-grid-layout.ts';

describe('getItemGridLayout', () => {
  it.each([
    [320, 1],
    [356, 2],
    [1160, 6],
    [0, 1],
  ])('a %i px wide list has %i columns', (width, columns) => {
    expect(getItemGridLayout(width).columns).toBe(columns);
  });

  it('makes rows tall enough for the card image and its text', () => {
    const { rowHeight } = getItemGridLayout(1160);
    const tileWidth = (1160 - 5 * 16) / 6;
    expect(rowHeight).toBeGreaterThan(tileWidth * (342 / 245));
  });
});
