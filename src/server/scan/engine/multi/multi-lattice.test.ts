import { describe, expect, it } from 'vitest';
import { polygonArea, quadCentre } from '../../../vision/detect/detect-geometry.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import { gridCells, isTaken, measuredSpacing, neighbourOutlines } from './multi-lattice.ts';

/** An upright card outline, 63 x 88 times `scale`, with its top-left corner at (x, y). */
const card = (x: number, y: number, scale = 4): Quad => [
  [x, y],
  [x + 63 * scale, y],
  [x + 63 * scale, y + 88 * scale],
  [x, y + 88 * scale],
];

const centre = (quad: Quad) => quadCentre(quad).map((v) => Math.round(v));

describe('multi-card lattice', () => {
  it('cuts a 3x3 block of cards into its nine cards, the middle one first', () => {
    const block = card(0, 0, 12);
    const cells = gridCells(block, 3, 3);
    expect(cells).toHaveLength(9);
    expect(centre(cells[0] as Quad)).toEqual(centre(block));
    for (const cell of cells) {
      expect(polygonArea(cell)).toBeCloseTo(polygonArea(block) / 9, 0);
    }
  });

  it('cuts two cards side by side into two portrait outlines', () => {
    // 126 x 88: a pair lying side by side; its cells are cards standing upright.
    const pair: Quad = [
      [0, 0],
      [504, 0],
      [504, 352],
      [0, 352],
    ];
    const cells = gridCells(pair, 2, 1);
    expect(cells.map(centre).sort((a, b) => (a[0] as number) - (b[0] as number))).toEqual([
      [126, 176],
      [378, 176],
    ]);
    for (const cell of cells) {
      const [tl, tr, , bl] = cell;
      expect(Math.hypot(tr[0] - tl[0], tr[1] - tl[1])).toBeLessThan(
        Math.hypot(bl[0] - tl[0], bl[1] - tl[1]),
      );
    }
  });

  it('puts the neighbours one pitch away along each side, measuring the pitch between found cards', () => {
    const left = card(0, 0);
    const right = card(270, 0);
    const spacing = measuredSpacing([left, right], 1.03);
    expect(spacing.across).toBeCloseTo(270 / 252, 3);
    expect(spacing.down).toBe(1.03);
    const around = neighbourOutlines(left, spacing).map(centre);
    expect(around).toContainEqual(centre(right));
    expect(around).toContainEqual([126, Math.round(176 + 352 * 1.03)]);
  });

  it('treats a guess centred on a found card as taken', () => {
    expect(isTaken(card(10, 10), [card(0, 0)])).toBe(true);
    expect(isTaken(card(300, 0), [card(0, 0)])).toBe(false);
  });
});
