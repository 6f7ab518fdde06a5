import { distinctGuesses, findCardQuads } from '../../../vision/detect/detect-cards.ts';
import { pointInQuad, polygonArea, quadCentre } from '../../../vision/detect/detect-geometry.ts';
import type { Quad } from '../../../vision/image/homography.ts';
import type { OpenCv } from '../../../vision/image/opencv.ts';
import { createRgbImage, type RgbImage } from '../../../vision/image/rgb-image.ts';

/** The crop around a guessed card reaches this share of its long side past it on every side. */
const CROP_MARGIN = 0.22;
/** A card found in the crop must be about the guess's size. */
const AREA_RATIO = { min: 0.55, max: 1.6 };

function crop(image: RgbImage, x0: number, y0: number, x1: number, y1: number): RgbImage {
  const out = createRgbImage(x1 - x0, y1 - y0);
  for (let y = y0; y < y1; y++) {
    const from = (y * image.width + x0) * 3;
    out.data.set(image.data.subarray(from, from + (x1 - x0) * 3), (y - y0) * out.width * 3);
  }
  return out;
}

/**
 * Cards found around a guessed outline by the single-card detector, run on a crop where that
 * card fills about half the picture (the case it is best at); in the photo's pixels, only
 * those centred inside the guess and of about its size.
 */
export function cardsAround(cv: OpenCv, image: RgbImage, guess: Quad, limit = 2): Quad[] {
  const xs = guess.map(([x]) => x);
  const ys = guess.map(([, y]) => y);
  const margin =
    CROP_MARGIN * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const x0 = Math.max(0, Math.floor(Math.min(...xs) - margin));
  const y0 = Math.max(0, Math.floor(Math.min(...ys) - margin));
  const x1 = Math.min(image.width, Math.ceil(Math.max(...xs) + margin));
  const y1 = Math.min(image.height, Math.ceil(Math.max(...ys) + margin));
  if (x1 - x0 < 16 || y1 - y0 < 16) {
    return [];
  }
  const area = polygonArea(guess);
  return distinctGuesses(findCardQuads(cv, crop(image, x0, y0, x1, y1), undefined, true), 6)
    .map((candidate) => candidate.quad.map(([x, y]) => [x + x0, y + y0]) as Quad)
    .filter((quad) => {
      const ratio = polygonArea(quad) / area;
      return (
        ratio >= AREA_RATIO.min && ratio <= AREA_RATIO.max && pointInQuad(quadCentre(quad), guess)
      );
    })
    .slice(0, limit);
}
