import { type CardCandidate, separateCards } from '../../../vision/detect/detect-cards.ts';
import {
  distance,
  pointInQuad,
  polygonArea,
  quadCentre,
} from '../../../vision/detect/detect-geometry.ts';
import type { Point, Quad } from '../../../vision/image/homography.ts';

/**
 * A shape holding two separate card-shaped shapes of this share of its area is a block of
 * cards (2x2: a quarter, 3x3: a ninth). Not a half: a card's art and text boxes, turned
 * sideways, are two card-shaped halves of it.
 */
const PART_SHARE = { min: 0.08, max: 0.4 };
const PART_SCORE = 0.25;
/** A shape's area against the sure cards' median area, for it to be one card. */
const SIZE_RATIO = { min: 0.6, max: 1.6 };

/**
 * Whether a shape is a block of cards: two or more separate, well-scored card shapes inside it.
 * Cards laid edge to edge make 2x2 and 3x3 blocks with a card's shape; a single card holds only
 * its inner border (nearly its own size).
 */
function isBlock(candidate: CardCandidate, all: CardCandidate[]): boolean {
  const area = polygonArea(candidate.quad);
  const parts = all.filter((other) => {
    if (other === candidate || other.score < PART_SCORE * candidate.score) {
      return false;
    }
    const share = polygonArea(other.quad) / area;
    return (
      share > PART_SHARE.min &&
      share < PART_SHARE.max &&
      pointInQuad(quadCentre(other.quad), candidate.quad)
    );
  });
  return separateCards(parts, 2, 'nested').length >= 2;
}

/** Single cards before blocks of cards, each kind in order of score. */
export function cardsBeforeBlocks(candidates: CardCandidate[]): CardCandidate[] {
  const blocks = new Set(candidates.filter((candidate) => isBlock(candidate, candidates)));
  return [
    ...candidates.filter((candidate) => !blocks.has(candidate)),
    ...candidates.filter((candidate) => blocks.has(candidate)),
  ];
}

/** The median area of the given cards (undefined for none). */
export function typicalArea(cards: Quad[]): number | undefined {
  const areas = cards.map(polygonArea).sort((a, b) => a - b);
  return areas[areas.length >> 1];
}

/**
 * Whether a shape has about the area of the cards found surely (any, before the first): every
 * card in one photo is the same size, give or take perspective, unlike a pair or a block.
 */
export function isCardSized(quad: Quad, sure: Quad[]): boolean {
  const typical = typicalArea(sure);
  if (!typical) {
    return true;
  }
  const ratio = polygonArea(quad) / typical;
  return ratio >= SIZE_RATIO.min && ratio <= SIZE_RATIO.max;
}

/** Whether two outlines are about the same card: close centres, similar areas. */
export function isSameSpot(a: Quad, b: Quad): boolean {
  const ratio = polygonArea(a) / polygonArea(b);
  const size = Math.sqrt(Math.min(polygonArea(a), polygonArea(b)));
  return ratio > 0.6 && ratio < 1.6 && distance(quadCentre(a), quadCentre(b)) < 0.3 * size;
}

/** The outline scaled about its centre to the given area. */
export function scaledTo(quad: Quad, area: number): Quad {
  const [cx, cy] = quadCentre(quad);
  const factor = Math.sqrt(area / polygonArea(quad));
  return quad.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor]) as Quad;
}

/** The outlines without repeats (corners within a pixel and a half). */
export function distinctOutlines(outlines: Quad[]): Quad[] {
  const same = (a: Quad, b: Quad) => a.every((point, i) => distance(point, b[i] as Point) < 1.5);
  return outlines.filter((outline, i) => outlines.findIndex((o) => same(o, outline)) === i);
}
