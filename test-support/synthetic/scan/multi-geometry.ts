import {
  applyHomography,
  type Point,
  type Quad,
  solveHomography,
} from '#server/vision/image/homography.ts';
import type { Random } from './seeded-random.ts';

export const CARD_ASPECT = 63 / 88;

/** A card's outline of the given height, centred on `centre`, turned by `angle` radians. */
export function cardQuad(centre: Point, cardHeight: number, angle: number): Quad {
  const w = (cardHeight * CARD_ASPECT) / 2;
  const h = cardHeight / 2;
  const corners: Point[] = [
    [-w, -h],
    [w, -h],
    [w, h],
    [-w, h],
  ];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return corners.map(
    ([x, y]) => [centre[0] + x * cos - y * sin, centre[1] + x * sin + y * cos] as Point,
  ) as Quad;
}

/** The rows and columns of a grid of `count` cards that makes them largest in the frame. */
export function bestGrid(count: number, width: number, height: number, spacing: number) {
  let best = { columns: count, rows: 1, cardHeight: 0 };
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const cardHeight = Math.min(height / rows, width / columns / CARD_ASPECT) / spacing;
    if (cardHeight > best.cardHeight) {
      best = { columns, rows, cardHeight };
    }
  }
  return best;
}

/**
 * The phone held not quite parallel to the table: the frame's corners move by up to `amount`
 * of its size, and every point of the scene moves with them.
 */
export function phoneTilt(random: Random, width: number, height: number, amount: number) {
  const frame: Quad = [
    [0, 0],
    [width, 0],
    [width, height],
    [0, height],
  ];
  const moved = frame.map(([x, y]) => [
    x + random.range(-amount, amount) * width,
    y + random.range(-amount, amount) * height,
  ]) as Quad;
  const toPhoto = solveHomography(frame, moved);
  return (quad: Quad): Quad => quad.map(([x, y]) => applyHomography(toPhoto, x, y)) as Quad;
}

/**
 * The scaling about the frame's centre (never enlarging) and the move that fit all the quads
 * inside the frame with the margin (a share of each side); apply it to anything drawn with them.
 */
export function fitInFrame(quads: Quad[], width: number, height: number, margin: number) {
  const xs = quads.flatMap((quad) => quad.map((p) => p[0]));
  const ys = quads.flatMap((quad) => quad.map((p) => p[1]));
  const [minX, maxX] = [Math.min(...xs), Math.max(...xs)];
  const [minY, maxY] = [Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(
    1,
    (width * (1 - 2 * margin)) / (maxX - minX),
    (height * (1 - 2 * margin)) / (maxY - minY),
  );
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return (quad: Quad): Quad =>
    quad.map(([x, y]) => [width / 2 + (x - cx) * scale, height / 2 + (y - cy) * scale]) as Quad;
}

export function fitAllInFrame(quads: Quad[], width: number, height: number, margin: number) {
  return quads.map(fitInFrame(quads, width, height, margin));
}
