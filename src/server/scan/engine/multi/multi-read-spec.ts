import { polygonArea } from '../../../vision/detect/detect-geometry.ts';
import { refineQuad } from '../../../vision/detect/refine-corners.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import type { OpenCv } from '../../../vision/image/opencv.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';
import type { StageTimer } from '../../../vision/stage-timer.ts';
import { snapCardSides } from '../read/art-window.ts';
import type { EngineGroup, ReadProgress, ReadSpec, SeveralReader } from '../types.ts';
import { cardsAround } from './multi-local.ts';
import { distinctOutlines, scaledTo } from './multi-shapes.ts';

/** Two specs with the same key read the same outlines (corners rounded to the pixel). */
export function specKey(spec: ReadSpec): string {
  const quads = spec.kind === 'guess' ? [spec.guess, ...spec.detected] : [spec.quad];
  return `${spec.kind}:${quads.flat(2).map(Math.round).join(',')}`;
}

/** What a read needs of the photo besides the reader itself. */
export type ReadContext = {
  cv: OpenCv;
  image: RgbImage;
  timer: StageTimer;
  reader: SeveralReader;
};

/**
 * A guess's own sides snapped to strong edges are read only when something there already read
 * this well (a card whose outline is a little off): on an empty spot (the table, an empty
 * pocket) every outline reads below it. These snaps were the least useful outlines: on two
 * development seeds 4 of the 266 read gave a guess's best reading, each after another outline
 * had read 0.69 or more (decision 038).
 */
const SNAP_WORTH = 0.65;
/** A binder pocket is a few percent larger than its card: guesses are snapped from inside too. */
const POCKET_SLACK = 0.95;

export function readSpec(context: ReadContext, spec: ReadSpec): Promise<EngineGroup | null> {
  const { image, timer, reader } = context;
  context.timer.count('reads');
  if (spec.kind === 'detected') {
    return reader.readDetected(spec.quad);
  }
  if (spec.kind === 'under') {
    // Refining can pull a side that runs under a card onto that card's edge.
    const outlines = function* () {
      yield spec.quad;
      yield timer.time('refine', () => refineQuad(image, spec.quad));
    };
    return reader.readBest(outlines());
  }
  const progress: ReadProgress = { bestScore: 0 };
  return reader.readBest(guessOutlines(context, spec.guess, spec.detected, progress), progress);
}

/**
 * Outlines for a guessed card, made only as far as they are read (the reader stops at a sure
 * one), cheapest first: the detected shapes inside it, refined; the guess refined; its sides
 * snapped to the strong edges near those of a slightly smaller guess (the card's own, not those
 * of the pocket around it), then, if something there read well enough, near its own; last the
 * cards the single-card detector finds around it (on a crop where the card fills about half the
 * picture, the case it is best at).
 */
function* guessOutlines(
  { cv, image, timer }: ReadContext,
  guess: Quad,
  detected: Quad[],
  progress: ReadProgress,
): Generator<Quad> {
  const made: Quad[] = [];
  const fresh = (outlines: Quad[]) => {
    const next = distinctOutlines([...made, ...outlines]).slice(made.length);
    made.push(...next);
    return next;
  };
  for (const quad of detected) {
    yield* fresh([timer.time('refine', () => refineQuad(image, quad))]);
  }
  yield* fresh([timer.time('refine', () => refineQuad(image, guess))]);
  const inner = scaledTo(guess, polygonArea(guess) * POCKET_SLACK ** 2);
  yield* fresh(timer.time('refine', () => snapCardSides(image, inner)));
  if (progress.bestScore >= SNAP_WORTH) {
    yield* fresh(timer.time('refine', () => snapCardSides(image, guess)));
  }
  timer.count('detect.around');
  const around = timer.time('detect.around', () => cardsAround(cv, image, guess));
  yield* fresh(timer.time('refine', () => around.map((quad) => refineQuad(image, quad))));
}
