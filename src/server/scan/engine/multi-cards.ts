import { SCAN_MAX_CARDS_PER_PHOTO } from '#core/scan/scan-result.schema.ts';
import { snapCardSides } from './art-window.ts';
import { type CardCandidate, findSeveralCardQuads, separateCards } from './detect-cards.ts';
import { distance, pointInQuad, polygonArea, quadCentre } from './detect-geometry.ts';
import type { Point, Quad } from './homography.ts';
import type { EngineGroup } from './identify.ts';
import { isMostlyInside, isTaken, measuredSpacing, neighbourOutlines } from './multi-lattice.ts';
import type { OpenCv } from './opencv.ts';
import { refineQuad } from './refine-corners.ts';
import type { RgbImage } from './rgb-image.ts';
import type { StageTimer } from './stage-timer.ts';

/** How identify reads one card: its group of matches, or null when nothing clears the bar. */
export type SeveralReader = {
  /** A detected outline: refined, then read both ways up. */
  readDetected: (quad: Quad) => Promise<EngineGroup | null>;
  /** Outlines of one guessed card: each read both ways up, the best reading kept. */
  readBest: (outlines: Quad[]) => Promise<EngineGroup | null>;
};

/** Detected shapes read at most (each read is two orientations and a search)... */
const DETECTED_READS = 24;
/** ...and shapes read in all, with the guessed neighbours of found cards. */
const MAX_READS = 40;
/** A neighbour's pitch when no two found cards are neighbours yet (pockets are a bit larger). */
const DEFAULT_SPACING = 1.03;
/** A read at least this sure (fused score) hides the shapes on top of it. */
const SURE_GROUP_SCORE = 1.05;
/** An unsure group's area against the sure cards' median area. */
const SIZE_RATIO = { min: 0.6, max: 1.6 };
/**
 * A shape holding two separate card-shaped shapes of this share of its area is a block of
 * cards (2x2: a quarter, 3x3: a ninth). Not a half: a card's art and text boxes, turned
 * sideways, are two card-shaped halves of it.
 */
const PART_SHARE = { min: 0.08, max: 0.4 };
const PART_SCORE = 0.25;

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
function cardsBeforeBlocks(candidates: CardCandidate[]): CardCandidate[] {
  const blocks = new Set(candidates.filter((candidate) => isBlock(candidate, candidates)));
  return [
    ...candidates.filter((candidate) => !blocks.has(candidate)),
    ...candidates.filter((candidate) => blocks.has(candidate)),
  ];
}

const scoreOf = (group: EngineGroup) => group.matches[0]?.score ?? 0;

/** Whether a shape has about the area of the cards found surely (any, before the first). */
function isCardSized(quad: Quad, sure: Quad[]): boolean {
  if (sure.length === 0) {
    return true;
  }
  const areas = sure.map(polygonArea).sort((a, b) => a - b);
  const ratio = polygonArea(quad) / (areas[areas.length >> 1] as number);
  return ratio >= SIZE_RATIO.min && ratio <= SIZE_RATIO.max;
}

/**
 * The unsure groups worth keeping beside the sure ones, best first: not on a card already
 * kept, and about the size of the sure cards (every card in one photo is the same size, give
 * or take perspective), which drops the pairs and blocks that passed for a card.
 */
function keepConsistent(unsure: EngineGroup[], sure: Quad[]): EngineGroup[] {
  const kept: Quad[] = [...sure];
  const groups: EngineGroup[] = [];
  for (const group of [...unsure].sort((a, b) => scoreOf(b) - scoreOf(a))) {
    const corners = group.corners as Quad;
    if (!isCardSized(corners, sure) || isTaken(corners, kept)) {
      continue;
    }
    kept.push(corners);
    groups.push(group);
  }
  return groups;
}

/** The outline scaled about its centre to the given area. */
function scaledTo(quad: Quad, area: number): Quad {
  const [cx, cy] = quadCentre(quad);
  const factor = Math.sqrt(area / polygonArea(quad));
  return quad.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor]) as Quad;
}

/** A guessed card's outline snapped to the strong edges near it, the ways identify knows. */
function snappedOutlines(image: RgbImage, timer: StageTimer, guess: Quad): Quad[] {
  return timer.time('refine', () =>
    distinctOutlines([refineQuad(image, guess), ...snapCardSides(image, guess)]),
  );
}

/**
 * An unsure group often read an inner outline (the card's inner border) or a pair of cards.
 * Once some cards are sure, their size tells: each unsure outline, scaled to that size and
 * snapped, is read again, and the better reading stays.
 */
async function rereadUnsure(
  unsure: EngineGroup[],
  sure: Quad[],
  readBest: SeveralReader['readBest'],
  image: RgbImage,
  timer: StageTimer,
): Promise<EngineGroup[]> {
  const areas = sure.map(polygonArea).sort((a, b) => a - b);
  const typical = areas[areas.length >> 1];
  if (!typical) {
    return unsure;
  }
  const better: EngineGroup[] = [];
  for (const group of unsure) {
    const corners = group.corners as Quad;
    if (isTaken(corners, sure)) {
      continue;
    }
    const again = await readBest(snappedOutlines(image, timer, scaledTo(corners, typical)));
    better.push(again && scoreOf(again) > scoreOf(group) ? again : group);
  }
  return better;
}

function distinctOutlines(outlines: Quad[]): Quad[] {
  const same = (a: Quad, b: Quad) => a.every((point, i) => distance(point, b[i] as Point) < 1.5);
  return outlines.filter((outline, i) => outlines.findIndex((o) => same(o, outline)) === i);
}

/**
 * Several cards in one photo (multi-card and binder scans). First the detected shapes, single
 * cards before blocks of cards; a shape that matches a card hides the shapes on top of it, one
 * that matches nothing hides nothing. Then, since cards on a table or in a binder page lie in
 * rows and columns, the places beside each found card: the outline moved by one pitch, its
 * sides snapped to the nearest strong edges, read like a detected card. A card the detector
 * missed (its sides shared with its neighbours, a pocket seam beside it, glare on it) is found
 * from its neighbour; an empty pocket matches nothing.
 */
export async function identifySeveral(
  cv: OpenCv,
  image: RgbImage,
  timer: StageTimer,
  reader: SeveralReader,
): Promise<EngineGroup[]> {
  const candidates = timer.time('detect', () => findSeveralCardQuads(cv, image));
  const groups: EngineGroup[] = [];
  const found = () => groups.flatMap((group) => (group.corners ? [group.corners] : []));
  const isFull = () => groups.length === SCAN_MAX_CARDS_PER_PHOTO;
  let reads = 0;
  // Only a sure match hides the shapes on top of it: a pair of cards can pass for one card
  // with a middling score, and must not hide the two cards it covers.
  const sure: Quad[] = [];
  const unsure: EngineGroup[] = [];
  const shapes = cardsBeforeBlocks(separateCards(candidates, candidates.length, 'duplicates'));
  for (const candidate of shapes) {
    if (sure.length === SCAN_MAX_CARDS_PER_PHOTO || reads === DETECTED_READS) {
      break;
    }
    if (isTaken(candidate.quad, sure) || !isCardSized(candidate.quad, sure)) {
      continue;
    }
    reads++;
    const group = await reader.readDetected(candidate.quad);
      console.error(
        'read',
        reads,
        quadCentre(candidate.quad).map(Math.round),
        Math.round(polygonArea(candidate.quad)),
        candidate.score.toFixed(0),
        group?.matches[0]?.productId,
        group ? scoreOf(group).toFixed(2) : '-',
      );
    if (!group?.corners || isTaken(group.corners, sure)) {
      continue;
    }
    if (scoreOf(group) >= SURE_GROUP_SCORE) {
      sure.push(group.corners);
      groups.push(group);
    } else {
      unsure.push(group);
    }
  }
  const second = await rereadUnsure(
    unsure,
    sure,
    (outlines) => {
      reads++;
      return reader.readBest(outlines);
    },
    image,
    timer,
  );
  groups.push(...keepConsistent(second, found()));
  const queue = found();
  const tried: Quad[] = [];
  while (queue.length > 0 && !isFull() && reads < MAX_READS) {
    const card = queue.shift() as Quad;
    const spacing = measuredSpacing(found(), DEFAULT_SPACING);
    for (const guess of neighbourOutlines(card, spacing)) {
      if (isFull() || reads === MAX_READS) {
        break;
      }
      if (
        !isMostlyInside(guess, image.width, image.height) ||
        isTaken(guess, found()) ||
        isTaken(guess, tried)
      ) {
        continue;
      }
      tried.push(guess);
      reads++;
      const group = await reader.readBest(snappedOutlines(image, timer, guess));
      if (group?.corners && !isTaken(group.corners, found())) {
        groups.push(group);
        queue.push(group.corners);
      }
    }
  }
  return groups;
}
