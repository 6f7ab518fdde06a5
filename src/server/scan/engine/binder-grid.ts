import { type CardCandidate, shrinkForDetection } from './detect-cards.ts';
import { polygonArea } from './detect-geometry.ts';
import { type GradientField, gradientField, sideHits } from './detect-support.ts';
import { applyHomography, type Point, type Quad, solveHomography } from './homography.ts';
import type { OpenCv } from './opencv.ts';
import type { RgbImage } from './rgb-image.ts';

/** Pockets of a binder page: three by three. */
const SIDE = 3;
/** The grid is measured on a copy whose long side is this many pixels. */
const FIELD_SIZE = 640;
/** Shapes tried as the page's whole grid: the largest, down to this share of the photo. */
const MIN_GRID_AREA = 0.2;
const MAX_TRIED = 12;
/** Positions across the shape where edge support is measured (a share of its side)... */
const PROFILE = { from: -0.06, to: 1.06, step: 0.0025 };
/** ...and the pockets fitted to them: width and seam as shares of the shape's side. */
const POCKET_WIDTHS = { from: 0.27, to: 0.35 };
const SEAMS = { from: 0, to: 0.035 };
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
 * much of each line of the profile is an edge in the photo; then the three pockets (equal
 * widths, equal seams) whose six edges are most supported, and that support.
 */
function fitPockets(field: GradientField, toSmall: Float64Array, across: boolean) {
  const at = (a: number, b: number): Point =>
    across ? applyHomography(toSmall, a, b) : applyHomography(toSmall, b, a);
  const steps = Math.round((PROFILE.to - PROFILE.from) / PROFILE.step);
  const profile = Array.from({ length: steps + 1 }, (_, i) => {
    const u = PROFILE.from + i * PROFILE.step;
    const hits = sideHits(field, at(u, 0), at(u, 1));
    return hits.filter(Boolean).length / Math.max(1, hits.length);
  });
  // An edge a step either side of the exact position still counts (rounding, a stroke's width).
  const supportAt = (u: number) => {
    const i = Math.round((u - PROFILE.from) / PROFILE.step);
    return Math.max(profile[i - 1] ?? 0, profile[i] ?? 0, profile[i + 1] ?? 0);
  };
  let best: Bounds & { support: number } = { start: 0, pocket: 1 / 3, seam: 0, support: 0 };
  for (let pocket = POCKET_WIDTHS.from; pocket <= POCKET_WIDTHS.to; pocket += PROFILE.step) {
    for (let seam = SEAMS.from; seam <= SEAMS.to; seam += PROFILE.step) {
      const span = SIDE * pocket + (SIDE - 1) * seam;
      for (let start = PROFILE.from; start + span <= PROFILE.to; start += PROFILE.step) {
        const edges = pocketBounds({ start, pocket, seam }).flat();
        const support = edges.reduce((sum, u) => sum + supportAt(u), 0) / edges.length;
        if (support > best.support + 1e-9) {
          best = { start, pocket, seam, support };
        }
      }
    }
  }
  return best;
}

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
  let best: { quad: Quad; columns: Bounds; rows: Bounds; support: number } | null = null;
  for (const { quad } of large) {
    const toSmall = solveHomography(UNIT, quad.map(([x, y]) => [x * scale, y * scale]) as Quad);
    const columns = fitPockets(field, toSmall, true);
    const rows = fitPockets(field, toSmall, false);
    const support = Math.min(columns.support, rows.support);
    if (support >= MIN_SEAM_SUPPORT && support > (best?.support ?? 0)) {
      best = { quad, columns, rows, support };
    }
  }
  if (!best) {
    return null;
  }
  const toPhoto = solveHomography(UNIT, best.quad);
  const columns = pocketBounds(best.columns);
  const rows = pocketBounds(best.rows);
  const pockets = rows.flatMap(([v0, v1]) =>
    columns.map(
      ([u0, u1]) =>
        [
          applyHomography(toPhoto, u0, v0),
          applyHomography(toPhoto, u1, v0),
          applyHomography(toPhoto, u1, v1),
          applyHomography(toPhoto, u0, v1),
        ] as Quad,
    ),
  );
  const [first] = columns;
  const [top] = rows;
  const last = columns[SIDE - 1] as [number, number];
  const bottom = rows[SIDE - 1] as [number, number];
  const outline: Quad = [
    applyHomography(toPhoto, first?.[0] ?? 0, top?.[0] ?? 0),
    applyHomography(toPhoto, last[1], top?.[0] ?? 0),
    applyHomography(toPhoto, last[1], bottom[1]),
    applyHomography(toPhoto, first?.[0] ?? 0, bottom[1]),
  ];
  return { outline, pockets, support: best.support };
}
