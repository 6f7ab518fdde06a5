import {
  distance,
  orderCorners,
  pointInQuad,
  polygonArea,
  quadCentre,
} from '../../../vision/detect/detect-geometry.ts';
import {
  applyHomography,
  type Point,
  type Quad,
  solveHomography,
} from '../../../vision/image/homography.ts';

/**
 * The ways a card-shaped block can hold cards: 3x3 and 2x2 (a block of cards has a card's
 * shape), and two side by side (turned, 126:88 is close to 88:63). Columns across its short
 * side, rows down its long side.
 */
export const BLOCK_GRIDS = [
  { columns: 3, rows: 3 },
  { columns: 2, rows: 2 },
  { columns: 1, rows: 2 },
] as const;

/**
 * The cells of a quad cut into columns and rows in its own perspective, each ordered as a card
 * (short side on top), the middle ones first (the ones most likely to be whole cards).
 */
export function gridCells(quad: Quad, columns: number, rows: number): Quad[] {
  const unit: Quad = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ];
  const toPhoto = solveHomography(unit, quad);
  const at = (u: number, v: number) => applyHomography(toPhoto, u / columns, v / rows);
  const cells: { quad: Quad; offCentre: number }[] = [];
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      cells.push({
        quad: orderCorners([
          at(column, row),
          at(column + 1, row),
          at(column + 1, row + 1),
          at(column, row + 1),
        ]),
        offCentre: Math.abs(column + 0.5 - columns / 2) + Math.abs(row + 0.5 - rows / 2),
      });
    }
  }
  return cells.sort((a, b) => a.offCentre - b.offCentre).map((cell) => cell.quad);
}

/**
 * Where the neighbours of a found card would be if the cards lie in rows and columns (laid
 * edge to edge, or in a binder page's pockets): the card's outline moved by one pitch along
 * each of its sides. The pitch is the card's side times `spacing` (a binder pocket and its seam
 * are a few percent larger than the card).
 */
export function neighbourOutlines(card: Quad, spacing: { across: number; down: number }): Quad[] {
  const across = sideVector(card, 0, 1, 3, 2);
  const down = sideVector(card, 0, 3, 1, 2);
  const moves: Point[] = [
    [across[0] * spacing.across, across[1] * spacing.across],
    [-across[0] * spacing.across, -across[1] * spacing.across],
    [down[0] * spacing.down, down[1] * spacing.down],
    [-down[0] * spacing.down, -down[1] * spacing.down],
  ];
  return moves.map(([dx, dy]) => card.map(([x, y]) => [x + dx, y + dy]) as Quad);
}

/** The mean of two parallel sides of a quad, as a vector (corners a->b and c->d). */
function sideVector(quad: Quad, a: number, b: number, c: number, d: number): Point {
  const [ax, ay] = quad[a] as Point;
  const [bx, by] = quad[b] as Point;
  const [cx, cy] = quad[c] as Point;
  const [dx, dy] = quad[d] as Point;
  return [(bx - ax + dx - cx) / 2, (by - ay + dy - cy) / 2];
}

/**
 * The pitch between found cards that are neighbours in a row or column, as a share of a card's
 * width and height; the given default where no two found cards are neighbours.
 */
export function measuredSpacing(cards: Quad[], fallback: number) {
  const across: number[] = [];
  const down: number[] = [];
  for (const card of cards) {
    const width = (distance(card[0], card[1]) + distance(card[3], card[2])) / 2;
    const height = (distance(card[0], card[3]) + distance(card[1], card[2])) / 2;
    const centre = quadCentre(card);
    const unitAcross = sideVector(card, 0, 1, 3, 2).map((v) => v / width) as Point;
    for (const other of cards) {
      if (other === card) {
        continue;
      }
      const [ox, oy] = quadCentre(other);
      const offset: Point = [ox - centre[0], oy - centre[1]];
      const along = Math.abs(offset[0] * unitAcross[0] + offset[1] * unitAcross[1]);
      const side = Math.abs(offset[0] * unitAcross[1] - offset[1] * unitAcross[0]);
      if (side < 0.25 * height && along > 0.9 * width && along < 1.3 * width) {
        across.push(along / width);
      } else if (along < 0.25 * width && side > 0.9 * height && side < 1.3 * height) {
        down.push(side / height);
      }
    }
  }
  const median = (values: number[]) =>
    values.length === 0
      ? fallback
      : ([...values].sort((a, b) => a - b)[values.length >> 1] ?? fallback);
  return { across: median(across), down: median(down) };
}

/** Whether most of the outline lies in the photo (a neighbour past the edge of the picture is no card). */
export function isMostlyInside(quad: Quad, width: number, height: number): boolean {
  const margin = 0.06 * Math.sqrt(polygonArea(quad));
  return quad.every(
    ([x, y]) => x > -margin && y > -margin && x < width + margin && y < height + margin,
  );
}

/** Whether the outline's centre lies on a card already found (or the other way round). */
export function isTaken(quad: Quad, found: Quad[]): boolean {
  const centre = quadCentre(quad);
  return found.some((card) => pointInQuad(centre, card) || pointInQuad(quadCentre(card), quad));
}
