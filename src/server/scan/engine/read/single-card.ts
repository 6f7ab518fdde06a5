import { fullFrame } from '../../../vision/detect/photo-corners.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';
import { cardsAroundArtWindow, snapCardSides } from './art-window.ts';
import {
  better,
  isSure,
  type Reading,
  readBothWays,
  readUpright,
  readWithoutGlare,
  type Scan,
} from './read-card.ts';

/** Unsure single scans also read the cards implied by this many guesses taken as art windows. */
const ART_WINDOW_GUESSES = 2;
/** An implied card may reach this share of the photo's short side past its edge (a retake). */
const OUTSIDE_PHOTO = 0.04;

function isInPhoto(image: RgbImage, quad: Quad): boolean {
  const margin = OUTSIDE_PHOTO * Math.min(image.width, image.height);
  return quad.every(
    ([x, y]) => x > -margin && y > -margin && x < image.width + margin && y < image.height + margin,
  );
}

/**
 * The best reading of one card: the detector's guesses, then, for as long as no reading is
 * sure, the whole frame, the cards implied by the guesses taken as art windows, and the best
 * outline with its glare taken out. Each step covers a way the ones before it fail.
 */
export function readOneCard(scan: Scan, guesses: Quad[]): Reading | null {
  let best: Reading | null = null;
  const steps: (() => (Reading | null)[])[] = [
    ...guesses.map((quad) => () => [readUpright(scan, quad)]),
    // A client that crops to its framing guide sends the card filling the frame.
    () => [readUpright(scan, fullFrame(scan.image))],
    // A pale card on a pale or busy background: the outline found may be its art window.
    ...guesses
      .slice(0, ART_WINDOW_GUESSES)
      .map((window) => () => readAroundArtWindow(scan, window)),
    () => (best ? [readWithoutGlare(scan, best.quad)] : []),
  ];
  for (const step of steps) {
    if (isSure(best)) {
      break;
    }
    for (const reading of step()) {
      best = better(best, reading);
    }
  }
  return best;
}

function readAroundArtWindow(scan: Scan, window: Quad): Reading[] {
  const cards = cardsAroundArtWindow(window).filter((card) => isInPhoto(scan.image, card));
  const outlines = scan.timer.time('refine', () =>
    cards.flatMap((card) => snapCardSides(scan.image, card)),
  );
  return outlines.map((outline) => readBothWays(scan, outline));
}
