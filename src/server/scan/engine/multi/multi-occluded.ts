import { CARD_ASPECT } from '#core/scan/capture-geometry.ts';
import {
  type CardCandidate,
  type SeveralDetection,
  separateCards,
} from '../../../vision/detect/detect-cards.ts';
import {
  aspectOf,
  isConvex,
  orderCorners,
  pointInQuad,
  polygonArea,
  quadCentre,
} from '../../../vision/detect/detect-geometry.ts';
import { sideHits } from '../../../vision/detect/detect-support.ts';
import type { Point, Quad } from '../../../vision/image/homography.ts';

/** The card detector's tolerances (detect-cards.ts), applied to the visible part of a side. */
const MAX_ASPECT_ERROR = 0.11;
const LEAST_SIDE = 0.6;
const LEAST_END = 0.4;
const WIDEST_GAP = 0.15;
/** Of each side at least this share must be in sight, and of the whole outline this much. */
const SIDE_IN_SIGHT = 0.3;
const OUTLINE_IN_SIGHT = 0.6;
/** A found card hides a little more than its outline: its own edge and the blur around it. */
const COVER_GROWTH_PX = 3;
/** The stretch next to a corner weighed on its own (as quadSupport does). */
const END_SHARE = 0.09;

/** The outline grown about its centre by `px` pixels on every side (roughly). */
function grown(quad: Quad, px: number): Quad {
  const [cx, cy] = quadCentre(quad);
  const factor = 1 + px / Math.sqrt(polygonArea(quad) / 4);
  return quad.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor]) as Quad;
}

type SideSight = { hits: boolean[]; hidden: boolean[] };

/** Samples of a side (as sideHits places them), and which of them lie under a found card. */
function sideInSight(
  field: SeveralDetection['field'],
  from: Point,
  to: Point,
  covers: Quad[],
): SideSight {
  const hits = sideHits(field, from, to);
  const hidden = hits.map((_, s) => {
    const u = 0.04 + (0.92 * (s + 0.5)) / hits.length;
    const point: Point = [from[0] + (to[0] - from[0]) * u, from[1] + (to[1] - from[1]) * u];
    return covers.some((cover) => pointInQuad(point, cover));
  });
  return { hits, hidden };
}

/** The four sides' samples of a quad, each with which of them lie under a found card. */
function outlineInSight(field: SeveralDetection['field'], quad: Quad, covers: Quad[]): SideSight[] {
  return quad.map((from, i) => sideInSight(field, from, quad[(i + 1) % 4] as Point, covers));
}

/** The found cards in detection pixels, each grown by what it hides past its outline. */
function coversOf(cards: Quad[], scale: number): Quad[] {
  return cards.map((card) =>
    grown(card.map(([x, y]) => [x * scale, y * scale]) as Quad, COVER_GROWTH_PX),
  );
}

/**
 * How much a quad whose outline runs partly under found cards looks like a card: the
 * detector's score (square root of the area, edge support, shape) over the samples in sight,
 * zero when too little of it is in sight or nothing of it is hidden (the detector judged
 * that one already).
 */
function scoreInSight(field: SeveralDetection['field'], quad: Quad, covers: Quad[]): number {
  const aspectError = Math.abs(aspectOf(quad) - CARD_ASPECT);
  if (!isConvex(quad) || aspectError > MAX_ASPECT_ERROR) {
    return 0;
  }
  let mean = 0;
  let least = 1;
  let leastEnd = 1;
  let gap = 0;
  let hiddenAll = 0;
  let samplesAll = 0;
  for (const { hits, hidden } of outlineInSight(field, quad, covers)) {
    const seen = hits.filter((_, s) => !hidden[s]);
    hiddenAll += hits.length - seen.length;
    samplesAll += hits.length;
    if (seen.length < SIDE_IN_SIGHT * hits.length) {
      return 0;
    }
    const supported = seen.filter(Boolean).length / seen.length;
    mean += supported / 4;
    least = Math.min(least, supported);
    const end = Math.max(2, Math.round(hits.length * END_SHARE));
    for (const range of [
      [0, end],
      [hits.length - end, hits.length],
    ] as const) {
      const inSight = hits.slice(...range).filter((_, s) => !hidden[range[0] + s]);
      if (inSight.length === end) {
        leastEnd = Math.min(leastEnd, inSight.filter(Boolean).length / end);
      }
    }
    let run = 0;
    for (const [s, hit] of hits.entries()) {
      run = hit || hidden[s] ? 0 : run + 1;
      gap = Math.max(gap, run / hits.length);
    }
  }
  if (
    hiddenAll === 0 ||
    hiddenAll > (1 - OUTLINE_IN_SIGHT) * samplesAll ||
    least < LEAST_SIDE ||
    leastEnd < LEAST_END ||
    gap > WIDEST_GAP
  ) {
    return 0;
  }
  return Math.sqrt(polygonArea(quad)) * mean * mean * leastEnd * (1 - gap) * (1 - aspectError);
}

/**
 * The share of an outline's samples in sight (not under the found cards) that lie on an edge
 * of the photo: a card's outline is an edge all round, an outline read from a guess that lies
 * across cards and table is not.
 */
export function supportInSight(detection: SeveralDetection, quad: Quad, cards: Quad[]): number {
  const { field, scale } = detection;
  const small = quad.map(([x, y]) => [x * scale, y * scale]) as Quad;
  let seen = 0;
  let supported = 0;
  for (const { hits, hidden } of outlineInSight(field, small, coversOf(cards, scale))) {
    for (const [s, hit] of hits.entries()) {
      if (!hidden[s]) {
        seen++;
        supported += hit ? 1 : 0;
      }
    }
  }
  return seen === 0 ? 1 : supported / seen;
}

/**
 * Card shapes with a corner or a stretch of side under cards already found (cards dropped on a
 * table lie over each other's corners): the detector's quads with a corner under one of those
 * cards, judged on the part of their outline in sight. Best first, in the photo's pixels, none
 * centred on a found card.
 */
export function shapesUnderCards(detection: SeveralDetection, cards: Quad[]): CardCandidate[] {
  const { rough, field, scale } = detection;
  const covers = coversOf(cards, scale);
  const found: CardCandidate[] = [];
  for (const points of rough) {
    const quad = orderCorners(points);
    const centre = quadCentre(quad);
    if (
      covers.some((cover) => pointInQuad(centre, cover)) ||
      !quad.some((corner) => covers.some((cover) => pointInQuad(corner, cover)))
    ) {
      continue;
    }
    const score = scoreInSight(field, quad, covers);
    if (score > 0) {
      found.push({ quad: quad.map(([x, y]) => [x / scale, y / scale]) as Quad, score });
    }
  }
  return separateCards(
    found.sort((a, b) => b.score - a.score),
    found.length,
    'duplicates',
  );
}
