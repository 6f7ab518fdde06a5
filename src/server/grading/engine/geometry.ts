import type { GuideLines, Sides } from '#core/grading/centering.ts';
import {
  applyHomography,
  type Point,
  type Quad,
  solveHomography,
} from '../../vision/image/homography.ts';
import type { RgbImage } from '../../vision/image/rgb-image.ts';
import { warpCard } from '../../vision/image/warp-card.ts';

/** Rectified card at 10 px/mm (63 x 88 mm) with a margin, so both edges lie in one image. */
export const CARD_W = 630;
export const CARD_H = 880;
export const MARGIN = 70;
export const CANVAS_W = CARD_W + 2 * MARGIN;
export const CANVAS_H = CARD_H + 2 * MARGIN;

export const NOMINAL_OUTER: Sides = {
  left: MARGIN,
  right: MARGIN + CARD_W,
  top: MARGIN,
  bottom: MARGIN + CARD_H,
};

const CARD_RECT: Quad = [
  [MARGIN, MARGIN],
  [MARGIN + CARD_W, MARGIN],
  [MARGIN + CARD_W, MARGIN + CARD_H],
  [MARGIN, MARGIN + CARD_H],
];

/**
 * The photo quad of a rectangle in rectified pixels (the card's outline moved out by `grow`
 * px on each side), for a card rectified from `quad`.
 */
export function grownQuad(quad: Quad, grow: Sides): Quad {
  const toPhoto = solveHomography(CARD_RECT, quad);
  const { left, right, top, bottom } = NOMINAL_OUTER;
  return [
    [left - grow.left, top - grow.top],
    [right + grow.right, top - grow.top],
    [right + grow.right, bottom + grow.bottom],
    [left - grow.left, bottom + grow.bottom],
  ].map(([x, y]) => applyHomography(toPhoto, x as number, y as number)) as Quad;
}

/** Warps the card and the margin around it to CANVAS_W x CANVAS_H. */
export function rectifyWithMargin(image: RgbImage, quad: Quad): RgbImage {
  const toPhoto = solveHomography(CARD_RECT, quad);
  const canvasQuad = [
    [0, 0],
    [CANVAS_W, 0],
    [CANVAS_W, CANVAS_H],
    [0, CANVAS_H],
  ].map(([x, y]) => applyHomography(toPhoto, x as number, y as number)) as Quad;
  return warpCard(image, canvasQuad, CANVAS_W, CANVAS_H);
}

/** Largest deviation of a corner angle from 90 degrees, and the shortest/longest opposite side. */
export function quadDistortion(quad: Quad) {
  let worstAngle = 0;
  for (let i = 0; i < 4; i++) {
    const [px, py] = quad[(i + 3) % 4] as Point;
    const [x, y] = quad[i] as Point;
    const [nx, ny] = quad[(i + 1) % 4] as Point;
    const a = Math.atan2(py - y, px - x);
    const b = Math.atan2(ny - y, nx - x);
    let angle = Math.abs(((a - b) * 180) / Math.PI) % 360;
    angle = angle > 180 ? 360 - angle : angle;
    worstAngle = Math.max(worstAngle, Math.abs(angle - 90));
  }
  const len = (i: number) => {
    const [ax, ay] = quad[i] as Point;
    const [bx, by] = quad[(i + 1) % 4] as Point;
    return Math.hypot(bx - ax, by - ay);
  };
  const sideRatio = Math.min(
    Math.min(len(0), len(2)) / Math.max(len(0), len(2)),
    Math.min(len(1), len(3)) / Math.max(len(1), len(3)),
  );
  const shortSide = Math.min(len(0), len(1), len(2), len(3));
  return { worstAngle, sideRatio, shortSide };
}

export function defaultLines(): GuideLines {
  const inset = 30;
  return {
    outer: { ...NOMINAL_OUTER },
    inner: {
      left: NOMINAL_OUTER.left + inset,
      right: NOMINAL_OUTER.right - inset,
      top: NOMINAL_OUTER.top + inset,
      bottom: NOMINAL_OUTER.bottom - inset,
    },
  };
}
