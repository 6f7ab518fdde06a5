import {
  distance,
  intersectLines,
  type Line,
  quadCentre,
} from '../../../vision/detect/detect-geometry.ts';
import { colourStep } from '../../../vision/detect/refine-corners.ts';
import {
  applyHomography,
  type Point,
  type Quad,
  solveHomography,
} from '../../../vision/image/homography.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';

/**
 * A card's art window, as fractions of the card: its framed picture is often the strongest
 * rectangle in a photo, and at about 1.5:1 it has the card's aspect turned sideways, so the
 * detector finds it where a pale card border meets a pale or busy background.
 */
const WINDOW = { x0: 0.075, y0: 0.105, x1: 0.925, y1: 0.525 };
/**
 * How far each card side (top, right, bottom, left) may sit from where the window implies, as
 * a share of the card's height (top, bottom) or width (sides): printed layouts differ most in
 * how much card lies below the picture.
 */
const SIDE_SLACK = [0.04, 0.06, 0.09, 0.06] as const;
const SAMPLES = 32;
/** Of the profile peaks at least this share of the strongest, the nearest is the card's edge. */
const EDGE_PEAK_SHARE = 0.6;

const UNIT_CARD: Quad = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];
const WINDOW_IN_CARD: Quad = [
  [WINDOW.x0, WINDOW.y0],
  [WINDOW.x1, WINDOW.y0],
  [WINDOW.x1, WINDOW.y1],
  [WINDOW.x0, WINDOW.y1],
];

/**
 * The two card outlines (the card either way up) around a quad taken as a card's art window,
 * each clockwise from the card's own top-left; the window's long sides run across the card.
 */
export function cardsAroundArtWindow(window: Quad): Quad[] {
  const across = distance(window[0], window[1]) + distance(window[2], window[3]);
  const along = distance(window[1], window[2]) + distance(window[3], window[0]);
  const first = across >= along ? 0 : 1;
  return [first, first + 2].map((shift) => {
    const rotated = [0, 1, 2, 3].map((i) => window[(i + shift) % 4] as Point) as Quad;
    const toPhoto = solveHomography(WINDOW_IN_CARD, rotated);
    return UNIT_CARD.map(([x, y]) => applyHomography(toPhoto, x, y)) as Quad;
  });
}

/** Which strong edge near an implied side is taken as the card's: the two rules fail differently. */
type EdgeRule = 'nearest' | 'outermost';

/**
 * The side `from`-`to` moved along its inward normal `inward` to the card's edge: the colour
 * step across the side, summed along its whole length, for every offset within `slack` pixels.
 * Of the peaks at least EDGE_PEAK_SHARE of the strongest, 'nearest' takes the one closest to
 * the implied side (background stripes lie outside), 'outermost' the one furthest out (a thick
 * border's inner edge lies inside).
 */
function snapSide(
  image: RgbImage,
  [from, to]: [Point, Point],
  inward: Point,
  slack: number,
  rule: EdgeRule,
): Line {
  const profile: number[] = [];
  for (let k = -slack; k <= slack; k++) {
    let sum = 0;
    for (let s = 0; s < SAMPLES; s++) {
      const t = 0.08 + (0.84 * s) / (SAMPLES - 1);
      const x = from[0] + (to[0] - from[0]) * t + inward[0] * k;
      const y = from[1] + (to[1] - from[1]) * t + inward[1] * k;
      const [nx, ny] = [inward[0] * 1.5, inward[1] * 1.5];
      sum += colourStep(image, x - nx, y - ny, x + nx, y + ny);
    }
    profile.push(sum);
  }
  const strongest = Math.max(...profile);
  let offset = 0;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < profile.length; i++) {
    const value = profile[i] as number;
    const isPeak = value >= (profile[i - 1] ?? 0) && value >= (profile[i + 1] ?? 0);
    const rank = rule === 'nearest' ? Math.abs(i - slack) : i;
    if (isPeak && value >= EDGE_PEAK_SHARE * strongest && rank < best) {
      best = rank;
      offset = i - slack;
    }
  }
  const length = distance(from, to);
  return {
    px: from[0] + inward[0] * offset,
    py: from[1] + inward[1] * offset,
    dx: (to[0] - from[0]) / length,
    dy: (to[1] - from[1]) / length,
  };
}

function snapWith(image: RgbImage, card: Quad, rule: EdgeRule): Quad {
  const centre = quadCentre(card);
  const width = (distance(card[0], card[1]) + distance(card[3], card[2])) / 2;
  const height = (distance(card[1], card[2]) + distance(card[0], card[3])) / 2;
  const lines: Line[] = [];
  for (let i = 0; i < 4; i++) {
    const from = card[i] as Point;
    const to = card[(i + 1) % 4] as Point;
    const length = distance(from, to);
    let inward: Point = [-(to[1] - from[1]) / length, (to[0] - from[0]) / length];
    const mid: Point = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
    if ((centre[0] - mid[0]) * inward[0] + (centre[1] - mid[1]) * inward[1] < 0) {
      inward = [-inward[0], -inward[1]];
    }
    const slack = Math.round((SIDE_SLACK[i] as number) * (i % 2 === 0 ? height : width));
    lines.push(snapSide(image, [from, to], inward, Math.max(2, slack), rule));
  }
  const corners: Point[] = [];
  for (let i = 0; i < 4; i++) {
    const corner = intersectLines(lines[(i + 3) % 4] as Line, lines[i] as Line);
    if (!corner) {
      return card;
    }
    corners.push(corner);
  }
  return corners as Quad;
}

const sameQuad = (a: Quad, b: Quad) => a.every((point, i) => distance(point, b[i] as Point) < 1);

/**
 * A card outline guessed from its art window, each side moved to a strong edge near where the
 * window implies it: one outline per edge rule (one when both agree).
 */
export function snapCardSides(image: RgbImage, card: Quad): Quad[] {
  const nearest = snapWith(image, card, 'nearest');
  const outermost = snapWith(image, card, 'outermost');
  return sameQuad(nearest, outermost) ? [nearest] : [nearest, outermost];
}
