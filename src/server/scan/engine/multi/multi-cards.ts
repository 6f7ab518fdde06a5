import { SCAN_MAX_CARDS_PER_PHOTO } from '#core/scan/scan-result.schema.ts';
import {
  type CardCandidate,
  detectSeveralCards,
  type SeveralDetection,
  separateCards,
} from '../../../vision/detect/detect-cards.ts';
import { pointInQuad, polygonArea, quadCentre } from '../../../vision/detect/detect-geometry.ts';
import { dominantDirectionShare } from '../../../vision/detect/detect-support.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import type { OpenCv } from '../../../vision/image/opencv.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';
import type { StageTimer } from '../../../vision/stage-timer.ts';
import { findPocketGrid, leavesCardsOutside } from '../detect/binder-grid.ts';
import type { EngineGroup, ReadHelper, ReadSpec, SeveralReader } from '../types.ts';
import { bySpot, cornersOf, runStep, SeveralScan, scoreOf } from './cascade.ts';
import {
  BLOCK_GRIDS,
  gridCells,
  isMostlyInside,
  isTaken,
  measuredSpacing,
  neighbourOutlines,
} from './multi-lattice.ts';
import { shapesUnderCards, supportInSight } from './multi-occluded.ts';
import { readSpec } from './multi-read-spec.ts';
import {
  cardsBeforeBlocks,
  isCardSized,
  isSameSpot,
  scaledTo,
  typicalArea,
} from './multi-shapes.ts';
import { SharedReads } from './shared-reads.ts';

/*
 * Read budgets. DETECTED_READS, BLIND_READS and MAX_READS are shares of one pass's count
 * (`SeveralScan.reads`, cascade.ts); SEED_READS caps the cells planned, UNDER_CARD_READS and
 * MISSED_READS count their own step's reads.
 */
/** Detected shapes read at most in a pass (each read is two orientations and a search)... */
const DETECTED_READS = 24;
/** Detected shapes read before looking in blocks' cells when none was a sure card. */
const BLIND_READS = 8;
/** ...cells of blocks read while looking for a first sure card... */
const SEED_READS = 12;
/** ...and reads in all, with the guessed neighbours of found cards. */
const MAX_READS = 48;
/** Blocks cut into cells while looking for a first sure card. */
const SEED_BLOCKS = 3;
/** A neighbour's pitch when no two found cards are neighbours yet (pockets are a bit larger). */
const DEFAULT_SPACING = 1.03;
/** A read at least this sure (fused score) hides the shapes on top of it. */
const SURE_GROUP_SCORE = 1.1;
/**
 * A card read from a guessed outline mostly has its outline on edges of the photo where it is
 * in sight (0.75-1 on the development photos, but 0 for a card read well from an outline a few
 * percent too large); an outline across cards and table that happened to match something (a
 * neighbour's guess on a scatter of cards, fused score 0.75-0.80) has not (0.04-0.26)...
 */
const GUESS_SUPPORT = 0.5;
/** ...such a read only just clears the reject bar; one whose outline is a little off does better. */
const ADRIFT_SCORE = 0.9;

/** Whether a group read from a guess lies across cards and table rather than on a card. */
function isAdrift(scan: SeveralScan, group: EngineGroup, found: Quad[]): boolean {
  return (
    scoreOf(group) < ADRIFT_SCORE &&
    supportInSight(scan.detection, group.corners as Quad, found) < GUESS_SUPPORT
  );
}
/**
 * A pocket grid whose reads found fewer cards than this share of its pockets is checked against
 * the detected shapes: a pale page's text and art lines can make a grid across the cards
 * (decision 039); a real page's pockets mostly hold cards.
 */
const PAGE_SHARE = 0.5;

/** The indices of `items` from `start` on. */
const indicesFrom = (items: unknown[], start: number) =>
  Array.from({ length: Math.max(0, items.length - start) }, (_, offset) => start + offset);

const detectedRead = (quad: Quad): ReadSpec => ({ kind: 'detected', quad });
const guessRead = (guess: Quad, detected: Quad[] = []): ReadSpec => ({
  kind: 'guess',
  guess,
  detected,
});

/**
 * Detected shapes in turn, each read once (`done`); sure reads are kept, unsure ones returned
 * for a second look. Without a sure card after a few reads the shapes are likely pairs and
 * blocks (a binder page): the caller looks for a first card in their cells, then comes back,
 * when only card-sized shapes are read.
 */
async function readDetectedShapes(scan: SeveralScan, shapes: CardCandidate[]) {
  const unsure: EngineGroup[] = [];
  const isWorthReading = (candidate: CardCandidate) => {
    const sure = scan.sureCorners;
    return (
      !scan.shapesRead.has(candidate) &&
      !isTaken(candidate.quad, sure) &&
      isCardSized(candidate.quad, sure)
    );
  };
  // Items are indices into `shapes`: the first not read yet is `next`.
  let next = 0;
  const quadAt = (index: number) => (shapes[index] as CardCandidate).quad;
  await runStep<number>(scan, {
    planned: () =>
      indicesFrom(shapes, next).filter((index) => isWorthReading(shapes[index] as CardCandidate)),
    spec: (index) => detectedRead(quadAt(index)),
    isDone: () =>
      scan.sure.length === SCAN_MAX_CARDS_PER_PHOTO ||
      scan.reads >= DETECTED_READS ||
      (scan.sure.length === 0 && scan.reads >= BLIND_READS),
    start(index) {
      next = index + 1;
      scan.shapesRead.add(shapes[index] as CardCandidate);
    },
    take(_candidate, group) {
      if (group?.corners && !isTaken(group.corners, scan.sureCorners)) {
        (scoreOf(group) >= SURE_GROUP_SCORE ? scan.sure : unsure).push(group);
      }
      return undefined;
    },
    ahead: (planned, current) =>
      bySpot(planned, quadAt, [quadAt(current)]).slice(0, DETECTED_READS - scan.reads),
  });
  return unsure;
}

/**
 * No shape read as a sure card: a binder page's pockets or cards laid edge to edge can leave
 * only blocks of cards detected. The best few shapes are cut into the cells of each way a
 * block holds cards until one cell reads as a sure card. If none does, the cells read unsurely
 * are returned, but not those adrift across cards and table: cards with a thick frame on a
 * table of their colour can read no better than 0.9-1.06 from any outline (8001 / 81000 photo
 * 18).
 */
async function seedFromBlocks(scan: SeveralScan, shapes: CardCandidate[]): Promise<EngineGroup[]> {
  scan.timer.count('seeded');
  // The middle cell of every way of cutting every shape first, then the next ones: a shape
  // cut the wrong way (a 2x2 block as 3x3) must not use up the reads.
  const cuts = shapes
    .slice(0, SEED_BLOCKS)
    .flatMap((shape) =>
      BLOCK_GRIDS.map(({ columns, rows }) => gridCells(shape.quad, columns, rows)),
    );
  const cells = Array.from({ length: 9 }, (_, rank) =>
    cuts.flatMap((cut) => (cut[rank] ? [cut[rank]] : [])),
  ).flat();
  const planned: Quad[] = [];
  for (const cell of cells) {
    if (planned.length < SEED_READS && !planned.some((other) => isSameSpot(cell, other))) {
      planned.push(cell);
    }
  }
  const unsure: EngineGroup[] = [];
  let next = 0;
  let seeded = false;
  await runStep<Quad>(scan, {
    planned: () => planned.slice(next),
    spec: (cell) => guessRead(cell),
    start() {
      next++;
    },
    take(_cell, group) {
      if (!group?.corners) {
        return undefined;
      }
      if (scoreOf(group) >= SURE_GROUP_SCORE) {
        // A sure card anchors the rest (second looks at its size, its neighbours), as before.
        scan.sure.push(group);
        seeded = true;
        return 'stop';
      }
      if (!isAdrift(scan, group, [])) {
        unsure.push(group);
      }
      return undefined;
    },
  });
  return seeded ? [] : unsure;
}

/**
 * The unsure groups worth keeping, best first. Each first gets a second look once some cards
 * are sure: an unsure read is often an inner outline (the card's inner border) or a pair of
 * cards, so its outline is scaled to the sure cards' size and read again, the better reading
 * kept. Kept are those of about that size and not on a card already kept.
 */
async function keepUnsure(scan: SeveralScan, unsure: EngineGroup[]): Promise<EngineGroup[]> {
  const typical = typicalArea(scan.sureCorners);
  const kept: Quad[] = [...scan.sureCorners];
  const groups: EngineGroup[] = [];
  const ordered = [...unsure].sort((a, b) => scoreOf(b) - scoreOf(a));
  const secondLook = (group: EngineGroup, area: number) =>
    guessRead(scaledTo(group.corners as Quad, area));
  let next = 0;
  const at = (index: number) => ordered[index] as EngineGroup;
  await runStep<number>(scan, {
    planned: () =>
      indicesFrom(ordered, next).filter((index) => !isTaken(at(index).corners as Quad, kept)),
    spec: (index) => (typical ? secondLook(at(index), typical) : null),
    start(index) {
      next = index + 1;
    },
    take(index, again) {
      const first = at(index);
      const group = again?.corners && scoreOf(again) > scoreOf(first) ? again : first;
      const corners = group.corners as Quad;
      if (isCardSized(corners, scan.sureCorners) && !isTaken(corners, kept)) {
        kept.push(corners);
        groups.push(group);
      }
      return undefined;
    },
    ahead: (planned, current) =>
      bySpot(planned, (index) => at(index).corners as Quad, [...kept, at(current).corners as Quad]),
  });
  return groups;
}

/**
 * Cards on a table or in a binder page lie in rows and columns: the places beside each found
 * card (its outline moved by one pitch) are read like guessed cards, and what they find is
 * expanded in turn. An empty pocket, the table or the photo's edge matches nothing.
 */
async function readNeighbours(scan: SeveralScan, groups: EngineGroup[]) {
  const found = () => cornersOf(groups);
  const queue = found();
  const tried: Quad[] = [];
  const isDone = () => groups.length === SCAN_MAX_CARDS_PER_PHOTO || scan.reads >= MAX_READS;
  const { width, height } = scan.image;
  const isOpen = (guess: Quad, taken: Quad[]) =>
    isMostlyInside(guess, width, height) && !isTaken(guess, taken);
  const neighboursOf = (card: Quad) =>
    neighbourOutlines(card, measuredSpacing(found(), DEFAULT_SPACING));
  // The current card's guesses still to come, then those of the cards queued after it, each
  // open when it is not on a card found or a guess read (or planned before it).
  let current: Quad[] = [];
  let next = 0;
  type Planned = { guess: Quad; guesses: Quad[]; index: number; queued: number };
  const planned = (): Planned[] => {
    const taken = [...found(), ...tried];
    const sources = [
      { guesses: current, from: next, queued: -1 },
      ...queue.map((card, queued) => ({ guesses: neighboursOf(card), from: 0, queued })),
    ];
    const open: Planned[] = [];
    for (const { guesses, from, queued } of sources) {
      for (let index = from; index < guesses.length; index++) {
        const guess = guesses[index] as Quad;
        if (isOpen(guess, taken)) {
          taken.push(guess);
          open.push({ guess, guesses, index, queued });
        }
      }
    }
    return open;
  };
  await runStep<Planned>(scan, {
    planned,
    spec: ({ guess }) => guessRead(guess),
    isDone,
    start({ guess, guesses, index, queued }) {
      // A queued card's guesses are its neighbours at the spacing of the cards found now.
      queue.splice(0, queued + 1);
      current = guesses;
      next = index + 1;
      tried.push(guess);
    },
    take(_planned, group) {
      if (group?.corners && !isTaken(group.corners, found()) && !isAdrift(scan, group, found())) {
        groups.push(group);
        queue.push(group.corners);
      }
      return undefined;
    },
    ahead: (planned) => planned.slice(0, MAX_READS - scan.reads),
  });
}

/** Shapes with a corner under a found card read at most. */
const UNDER_CARD_READS = 8;

/**
 * Cards dropped on a table lie over each other's corners: the card underneath fails the
 * detector's full-outline test. Once the cards on top are found, the detector's quads with a
 * corner under one of them are judged on the part of their outline in sight, and read.
 */
async function readUnderCards(scan: SeveralScan, groups: EngineGroup[]) {
  const shapes = shapesUnderCards(scan.detection, cornersOf(groups));
  await addShapesOffCards(scan, groups, shapes, UNDER_CARD_READS, (quad) => ({
    kind: 'under',
    quad,
  }));
}

/**
 * Shapes in turn, those off the cards found and of their size read (at most `limit`), and what
 * reads as a card not found yet added to `groups`.
 */
async function addShapesOffCards(
  scan: SeveralScan,
  groups: EngineGroup[],
  shapes: CardCandidate[],
  limit: number,
  spec: (quad: Quad) => ReadSpec,
) {
  let reads = 0;
  let next = 0;
  const isWorthReading = (quad: Quad) =>
    !isTaken(quad, cornersOf(groups)) && isCardSized(quad, cornersOf(groups));
  const quadAt = (index: number) => (shapes[index] as CardCandidate).quad;
  await runStep<number>(scan, {
    planned: () => indicesFrom(shapes, next).filter((index) => isWorthReading(quadAt(index))),
    spec: (index) => spec(quadAt(index)),
    isDone: () => reads === limit || groups.length === SCAN_MAX_CARDS_PER_PHOTO,
    start(index) {
      next = index + 1;
      reads++;
    },
    take(_shape, group) {
      if (group?.corners && !isTaken(group.corners, cornersOf(groups))) {
        groups.push(group);
      }
      return undefined;
    },
    ahead: (planned, current) => bySpot(planned, quadAt, [quadAt(current)]).slice(0, limit - reads),
  });
}

/** A card fills most of its pocket (it is a few percent smaller, and may sit low or askew). */
const IN_POCKET = { min: 0.7, max: 1.05 };
/** Detected outlines read first in a pocket, best first. */
const DETECTED_PER_POCKET = 2;

/** The detected shapes that are the card in a pocket: centred in it, most of its size. */
function cardsInPocket(pocket: Quad, candidates: CardCandidate[]): CardCandidate[] {
  const area = polygonArea(pocket);
  return candidates
    .filter((candidate) => {
      const share = polygonArea(candidate.quad) / area;
      return (
        share >= IN_POCKET.min &&
        share <= IN_POCKET.max &&
        pointInQuad(quadCentre(candidate.quad), pocket)
      );
    })
    .slice(0, DETECTED_PER_POCKET);
}

/**
 * A binder page whose pocket grid was found: every pocket is read as a guessed card (an empty
 * pocket matches nothing), no first sure card needed.
 */
async function readPockets(
  scan: SeveralScan,
  pockets: Quad[],
  candidates: CardCandidate[],
): Promise<EngineGroup[]> {
  const reads = pockets.map((pocket) => {
    const inPocket = cardsInPocket(pocket, candidates);
    for (const candidate of inPocket) {
      scan.shapesRead.add(candidate);
    }
    return guessRead(
      pocket,
      inPocket.map((candidate) => candidate.quad),
    );
  });
  const groups: EngineGroup[] = [];
  let next = 0;
  await runStep<ReadSpec>(scan, {
    planned: () => reads.slice(next),
    spec: (read) => read,
    start() {
      next++;
    },
    take(_read, group) {
      if (group?.corners && !isTaken(group.corners, cornersOf(groups))) {
        groups.push(group);
      }
      return undefined;
    },
  });
  return groups;
}

/**
 * Several cards in one photo (multi-card and binder scans), decisions 019 and 027. A binder
 * page whose pocket grid is found has every pocket read, then the neighbours of its cards.
 * Otherwise, the detected shapes, single cards before blocks of cards; only a sure read hides
 * the shapes on top of it (a pair of cards can pass for one card with a middling score). If
 * nothing was sure, cells of the best blocks. Unsure reads get a second look at the sure cards' size. Then the neighbours of
 * every card found, which finds the cards the detector missed (sides shared with neighbours,
 * a pocket seam beside them, glare).
 */
export async function identifySeveral(
  cv: OpenCv,
  image: RgbImage,
  timer: StageTimer,
  reader: SeveralReader,
  mode: 'multi' | 'binder' = 'multi',
  helper: ReadHelper | null = null,
): Promise<EngineGroup[]> {
  const detection = timer.time('detect', () => detectSeveralCards(cv, image));
  const context = { cv, image, timer, reader };
  const shared = new SharedReads((spec) => readSpec(context, spec), helper, timer);
  const scan = new SeveralScan(image, timer, shared, detection);
  const { candidates } = detection;
  // Cards laid on a table can make blocks with seams too (a row of four is no page): only a
  // binder scan looks for pockets.
  const fitted =
    mode === 'binder' ? timer.time('grid', () => findPocketGrid(cv, image, candidates)) : null;
  // A grid fitted across the cards would read its pockets for nothing (decision 042).
  const grid = fitted && !leavesCardsOutside(fitted, candidates) ? fitted : null;
  const unsure: EngineGroup[] = [];
  if (grid) {
    const groups = await readPockets(scan, grid.pockets, candidates);
    if (groups.length > 0) {
      // A pocket the grid placed badly (a pale page's faint seams) is found again beside
      // the cards that were read.
      await readNeighbours(scan, groups);
    }
    if (groups.length >= grid.pockets.length * PAGE_SHARE) {
      return groups;
    }
    // A grid of (mostly) empty reads was no page's, or lay across the cards: the detected
    // shapes get their own reads, around the cards it did find.
    scan.startPass();
    for (const group of groups) {
      (scoreOf(group) >= SURE_GROUP_SCORE ? scan.sure : unsure).push(group);
    }
  }
  const groups = await readShapes(scan, unsure);
  if (mode === 'binder' || (groups.length > 0 && !isStriped(detection))) {
    return groups;
  }
  // A striped cloth can hide the cards' edges from the wide Hough bins; the narrow ones get a
  // turn: all over again when nothing was read (decision 039), else for the cards still missing
  // (decision 041).
  const narrow = timer.time('detect', () =>
    detectSeveralCards(cv, image, undefined, groups.length === 0 ? 'wide-and-narrow' : 'narrow'),
  );
  const second = new SeveralScan(image, timer, shared, narrow);
  if (groups.length === 0) {
    return readShapes(second, []);
  }
  await readMissedShapes(second, groups);
  return groups;
}

/**
 * A table whose strong edges mostly run one way: a striped cloth (0.43-0.74 of them within four
 * degrees of one direction on the suite's striped table photos, 0.10-0.35 on plain and cluttered
 * ones, whose cards are turned every way).
 */
const STRIPED_SHARE = 0.4;

const isStriped = (detection: SeveralDetection) =>
  dominantDirectionShare(detection.field) >= STRIPED_SHARE;

/** Shapes of the second detection read at most for the cards the first one missed. */
const MISSED_READS = 8;

/**
 * The second detection's card-sized shapes off the cards found, each read once; what reads as a
 * card is added. Only additions: the first turn's cards and their names stay as they were (the
 * narrow bins' quads, read first, lost some of them, decision 039).
 */
async function readMissedShapes(scan: SeveralScan, groups: EngineGroup[]) {
  const { candidates } = scan.detection;
  const shapes = cardsBeforeBlocks(separateCards(candidates, candidates.length, 'duplicates'));
  await addShapesOffCards(scan, groups, shapes, MISSED_READS, detectedRead);
}

/**
 * Decision 019's path: the detected shapes, single cards before blocks; cells of the best
 * blocks if nothing was sure; the unsure reads' second look; the neighbours of every card
 * found; the cards under them.
 */
async function readShapes(scan: SeveralScan, unsure: EngineGroup[]): Promise<EngineGroup[]> {
  const { candidates } = scan.detection;
  const shapes = cardsBeforeBlocks(separateCards(candidates, candidates.length, 'duplicates'));
  unsure.push(...(await readDetectedShapes(scan, shapes)));
  if (scan.sure.length === 0) {
    unsure.push(...(await seedFromBlocks(scan, shapes)));
    unsure.push(...(await readDetectedShapes(scan, shapes)));
  }
  const groups = [...scan.sure, ...(await keepUnsure(scan, unsure))];
  await readNeighbours(scan, groups);
  await readUnderCards(scan, groups);
  return groups;
}
