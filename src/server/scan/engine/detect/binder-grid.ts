import { CARD_ASPECT } from '#core/scan/capture-geometry.ts';
import {
  type CardCandidate,
  separateCards,
  shrinkForDetection,
} from '../../../vision/detect/detect-cards.ts';
import {
  distance,
  pointInQuad,
  polygonArea,
  quadCentre,
} from '../../../vision/detect/detect-geometry.ts';
import {
  type GradientField,
  gradientField,
  sideHits,
} from '../../../vision/detect/detect-support.ts';
import {
  applyHomography,
  type Point,
  type Quad,
  solveHomography,
} from '../../../vision/image/homography.ts';
import type { OpenCv } from '../../../vision/image/opencv.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';

/** Pockets of a binder page: three by three. */
const SIDE = 3;
/** The grid is measured on a copy whose long side is this many pixels. */
const FIELD_SIZE = 640;
/** Shapes tried as the page's whole grid: the largest, down to this share of the photo. */
const MIN_GRID_AREA = 0.2;
const MAX_TRIED = 6;
/** The best grid is fitted again in its own outline this many times, while it stays as sure. */
const REFITS = 2;
const REFIT_SLACK = 0.03;
/** Positions across the shape where edge support is measured (a share of its side)... */
const PROFILE = { from: -0.06, to: 1.06, step: 0.0025 };
/** ...and the pockets fitted to them: width and seam as shares of the shape's side. */
const POCKET_WIDTHS = { from: 0.27, to: 0.35 };
const SEAMS = { from: 0, to: 0.035 };
/** A pocket's height over a card's for its width: a card's shape or a little taller. */
const POCKET_SHAPE = { min: 0.97, max: 1.1 };
/** Samples along each line of the profile. */
const LINE_SAMPLES = 40;
/** A grid whose inner seams are edges along this share of their length, on average. */
const MIN_SEAM_SUPPORT = 0.55;

export type PocketGrid = {
  /** The grid's outline (all nine pockets) and its pockets, row by row, in the photo's pixels. */
  outline: Quad;
  pockets: Quad[];
  /** How well the inner seams are edges in the photo (0-1). */
  support: number;
};

type Bounds = { start: number; pocket: number; seam: number };

/** Where each of the three pockets across one direction starts and ends. */
function pocketBounds({ start, pocket, seam }: Bounds): [number, number][] {
  return Array.from({ length: SIDE }, (_, i) => {
    const from = start + i * (pocket + seam);
    return [from, from + pocket];
  });
}

/**
 * Across one direction of the shape (`across`: lines of constant u, else of constant v), how
 * much of each line at the profile's steps is an edge in the photo (an edge a step either side
 * still counts: rounding, a stroke's width).
 */
function edgeProfile(field: GradientField, toSmall: Float64Array, across: boolean): number[] {
  const at = (a: number, b: number): Point =>
    across ? applyHomography(toSmall, a, b) : applyHomography(toSmall, b, a);
  const steps = Math.round((PROFILE.to - PROFILE.from) / PROFILE.step);
  const profile = Array.from({ length: steps + 1 }, (_, i) => {
    const hits = sideHits(
      field,
      at(PROFILE.from + i * PROFILE.step, 0),
      at(PROFILE.from + i * PROFILE.step, 1),
      LINE_SAMPLES,
    );
    return hits.filter(Boolean).length / Math.max(1, hits.length);
  });
  return profile.map((_, i) => Math.max(profile[i - 1] ?? 0, profile[i] ?? 0, profile[i + 1] ?? 0));
}

type Range = { min: number; max: number };
/** Three pockets in profile steps, and the mean support of their six edges. */
type Fit = { start: number; pocket: number; seam: number; support: number };

/** The three pockets (equal widths and seams, in the ranges) whose edges are most supported. */
function fitPockets(near: number[], pockets: Range, seams: Range): Fit {
  let best: Fit = { start: 0, pocket: 0, seam: 0, support: 0 };
  for (let pocket = Math.max(1, pockets.min); pocket <= pockets.max; pocket++) {
    for (let seam = Math.max(0, seams.min); seam <= seams.max; seam++) {
      const span = SIDE * pocket + (SIDE - 1) * seam;
      for (let start = 0; start + span < near.length; start++) {
        let sum = 0;
        for (let i = 0; i < SIDE; i++) {
          const from = start + i * (pocket + seam);
          sum += (near[from] as number) + (near[from + pocket] as number);
        }
        if (sum > best.support + 1e-9) {
          best = { start, pocket, seam, support: sum };
        }
      }
    }
  }
  return { ...best, support: best.support / (2 * SIDE) };
}

const toSteps = (share: number) => Math.round(share / PROFILE.step);
const FREE_POCKETS: Range = { min: toSteps(POCKET_WIDTHS.from), max: toSteps(POCKET_WIDTHS.to) };
const FREE_SEAMS: Range = { min: toSteps(SEAMS.from), max: toSteps(SEAMS.to) };

/**
 * Pockets one way fitted freely, the other way constrained by them: a pocket is a card's shape
 * or a little taller (`ratio`: a step across in photo pixels over a step down), seams as wide.
 */
function fitGrid(across: number[], down: number[], ratio: number) {
  const constrained = (fit: Fit, r: number) => ({
    pockets: {
      min: Math.floor(fit.pocket * r * POCKET_SHAPE.min),
      max: Math.ceil(fit.pocket * r * POCKET_SHAPE.max),
    },
    seams: { min: Math.floor(fit.seam * r) - 1, max: Math.ceil(fit.seam * r) + 1 },
  });
  const columnsFirst = fitPockets(across, FREE_POCKETS, FREE_SEAMS);
  const byColumns = constrained(columnsFirst, ratio / CARD_ASPECT);
  const a = { columns: columnsFirst, rows: fitPockets(down, byColumns.pockets, byColumns.seams) };
  const rowsFirst = fitPockets(down, FREE_POCKETS, FREE_SEAMS);
  const byRows = constrained(rowsFirst, CARD_ASPECT / ratio);
  const b = { columns: fitPockets(across, byRows.pockets, byRows.seams), rows: rowsFirst };
  const least = (fit: typeof a) => Math.min(fit.columns.support, fit.rows.support);
  return least(a) >= least(b) ? a : b;
}

const toBounds = (fit: Fit): Bounds => ({
  start: PROFILE.from + fit.start * PROFILE.step,
  pocket: fit.pocket * PROFILE.step,
  seam: fit.seam * PROFILE.step,
});

const UNIT: Quad = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

/**
 * A binder page's pocket grid (decision 027): of the largest card-shaped shapes detected (a 3x3
 * page has about a card's shape), the one whose inner seams, two long straight lines each way
 * at about a third and two thirds, are edges in the photo; its nine pockets in its own
 * perspective, with the seam width measured. Null when no shape has seams (not a binder page,
 * or the page's grid was not detected).
 */
export function findPocketGrid(
  cv: OpenCv,
  image: RgbImage,
  candidates: CardCandidate[],
): PocketGrid | null {
  const photoArea = image.width * image.height;
  const large = candidates
    .filter((candidate) => polygonArea(candidate.quad) >= MIN_GRID_AREA * photoArea)
    .sort((a, b) => polygonArea(b.quad) - polygonArea(a.quad))
    .slice(0, MAX_TRIED);
  if (large.length === 0) {
    return null;
  }
  const scale = Math.min(1, FIELD_SIZE / Math.max(image.width, image.height));
  const mats: { delete: () => void }[] = [];
  const track = <T extends { delete: () => void }>(mat: T): T => {
    mats.push(mat);
    return mat;
  };
  let field: GradientField;
  try {
    field = gradientField(cv, shrinkForDetection(cv, image, scale, track));
  } finally {
    for (const mat of mats) {
      mat.delete();
    }
  }
  const fitOn = (quad: Quad): Fitted => {
    const toSmall = solveHomography(UNIT, quad.map(([x, y]) => [x * scale, y * scale]) as Quad);
    const width = (distance(quad[0], quad[1]) + distance(quad[3], quad[2])) / 2;
    const height = (distance(quad[0], quad[3]) + distance(quad[1], quad[2])) / 2;
    const fit = fitGrid(
      edgeProfile(field, toSmall, true),
      edgeProfile(field, toSmall, false),
      width / height,
    );
    const support = Math.min(fit.columns.support, fit.rows.support);
    return { quad, columns: toBounds(fit.columns), rows: toBounds(fit.rows), support };
  };
  let best: Fitted | null = null;
  for (const { quad } of large) {
    const fitted = fitOn(quad);
    if (fitted.support >= MIN_SEAM_SUPPORT && fitted.support > (best?.support ?? 0)) {
      best = fitted;
    }
  }
  if (!best) {
    return null;
  }
  // The shape the grid was fitted in need not be a rectangle on the page (a quad through the
  // page's edge, a seam), and then equal pockets in it are not equal on the page: fitted again
  // in the grid's own outline, whose corners are the page's pocket corners.
  for (let again = 0; again < REFITS; again++) {
    const refitted = fitOn(layout(best).outline);
    if (refitted.support < best.support - REFIT_SLACK) {
      break;
    }
    best = refitted;
  }
  return { ...layout(best), support: best.support };
}

type Fitted = { quad: Quad; columns: Bounds; rows: Bounds; support: number };

/** A detected shape of a card's size next to a pocket: a ninth of the page to two pockets' worth. */
const CARD_SIZED = { min: 0.5, max: 2.5 };
/** Separate card-sized shapes outside the grid that show it was fitted to part of the page. */
const CARDS_OUTSIDE = 2;

/**
 * Whether the grid leaves cards of the page outside it: a grid fitted across the cards (their
 * art and text boxes lined up in rows on a pale page) covers part of the page, in pockets
 * half a card high, and the cards' own outlines, detected plainly there, lie beyond it. A real
 * grid holds the page's cards; a page's margin holds none (decision 042).
 */
export function leavesCardsOutside(grid: PocketGrid, candidates: CardCandidate[]): boolean {
  const pocketArea = polygonArea(grid.pockets[4] as Quad);
  const outside = candidates.filter((candidate) => {
    const share = polygonArea(candidate.quad) / pocketArea;
    return (
      share >= CARD_SIZED.min &&
      share <= CARD_SIZED.max &&
      !pointInQuad(quadCentre(candidate.quad), grid.outline)
    );
  });
  return separateCards(outside, CARDS_OUTSIDE, 'nested').length >= CARDS_OUTSIDE;
}

/** The pockets of a fitted grid and their outline, in the photo's pixels. */
function layout(fitted: Fitted): { outline: Quad; pockets: Quad[] } {
  const toPhoto = solveHomography(UNIT, fitted.quad);
  const columns = pocketBounds(fitted.columns);
  const rows = pocketBounds(fitted.rows);
  const corners = (u0: number, v0: number, u1: number, v1: number): Quad => [
    applyHomography(toPhoto, u0, v0),
    applyHomography(toPhoto, u1, v0),
    applyHomography(toPhoto, u1, v1),
    applyHomography(toPhoto, u0, v1),
  ];
  const pockets = rows.flatMap(([v0, v1]) => columns.map(([u0, u1]) => corners(u0, v0, u1, v1)));
  const first = fitted.columns.start;
  const top = fitted.rows.start;
  const last = (columns[SIDE - 1] as [number, number])[1];
  const bottom = (rows[SIDE - 1] as [number, number])[1];
  return { outline: corners(first, top, last, bottom), pockets };
}
