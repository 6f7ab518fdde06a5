import { applyHomography, type Quad, solveHomography } from '../../../vision/image/homography.ts';
import type { RgbImage } from '../../../vision/image/rgb-image.ts';

/** Luma steps smaller than this between print and background are noise, not print. */
const MIN_INK_CONTRAST = 24;

/** A grayscale image, one byte per pixel. */
export type GrayImage = { data: Uint8Array; width: number; height: number };

/** The band along the card's bottom edge where every era prints its number and set code. */
export const NUMBER_STRIP = { x0: 0.025, y0: 0.898, x1: 0.975, y1: 0.982 };
/** The strip is resampled as if the card were this wide: digits about 35 px tall for OCR. */
const STRIP_CARD_WIDTH = 880;
const STRIP_CARD_HEIGHT = Math.round((STRIP_CARD_WIDTH * 88) / 63);

/**
 * The number strip of the card inside `quad` (clockwise from the card's top-left, photo pixels),
 * sampled straight from the photo (bilinear luma), contrast-stretched, dark text on light.
 */
export function sampleNumberStrip(
  image: RgbImage,
  quad: Quad,
  levels: StripLevels = WHOLE_STRIP_LEVELS,
): GrayImage {
  const toPhoto = solveHomography(
    [
      [0, 0],
      [STRIP_CARD_WIDTH, 0],
      [STRIP_CARD_WIDTH, STRIP_CARD_HEIGHT],
      [0, STRIP_CARD_HEIGHT],
    ],
    quad,
  );
  const left = Math.round(NUMBER_STRIP.x0 * STRIP_CARD_WIDTH);
  const top = Math.round(NUMBER_STRIP.y0 * STRIP_CARD_HEIGHT);
  const width = Math.round((NUMBER_STRIP.x1 - NUMBER_STRIP.x0) * STRIP_CARD_WIDTH);
  const height = Math.round((NUMBER_STRIP.y1 - NUMBER_STRIP.y0) * STRIP_CARD_HEIGHT);
  const luma = new Float32Array(width * height);
  const { data, width: w, height: h } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [sx, sy] = applyHomography(toPhoto, left + x + 0.5, top + y + 0.5);
      const fx = Math.min(w - 1.001, Math.max(0, sx - 0.5));
      const fy = Math.min(h - 1.001, Math.max(0, sy - 0.5));
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const ax = fx - x0;
      const ay = fy - y0;
      let value = 0;
      for (const [dx, dy, weight] of [
        [0, 0, (1 - ax) * (1 - ay)],
        [1, 0, ax * (1 - ay)],
        [0, 1, (1 - ax) * ay],
        [1, 1, ax * ay],
      ] as const) {
        const i = ((y0 + dy) * w + x0 + dx) * 3;
        value +=
          weight *
          (0.299 * (data[i] as number) +
            0.587 * (data[i + 1] as number) +
            0.114 * (data[i + 2] as number));
      }
      luma[y * width + x] = value;
    }
  }
  return { data: stretchToDarkOnLight(luma, width, levels), width, height };
}

/**
 * Which pixels set the ink and background levels: rows this far from the strip's top and
 * bottom are left out, and ink is taken at this percentile from either end.
 */
export type StripLevels = {
  rowInset: number;
  extreme: number;
  /** Light print on a dark panel, or dark on light; unset: whichever the levels suggest. */
  lightPrint?: boolean;
};
const WHOLE_STRIP_LEVELS: StripLevels = { rowInset: 0, extreme: 0.02 };
/**
 * For a small card whose outline may be a few percent off: the strip's edge rows may be the
 * card's border or the pocket beyond it, a band that would set the ink level and wash the
 * print out.
 */
export const INNER_STRIP_LEVELS: StripLevels = { rowInset: 0.2, extreme: 0.02 };

/**
 * Dark ink on white: pixels well below halfway between the 2nd percentile and the median (the
 * panel or border behind the print) turn black, well above it white, with a short ramp between
 * that keeps the glyph edges smooth; a coloured panel, a lighter border and a tint all go white.
 * Inverted first when the strip is mostly dark (light print on full arts).
 */
function stretchToDarkOnLight(luma: Float32Array, width: number, levels: StripLevels): Uint8Array {
  const height = luma.length / width;
  const rows = Math.round(height * levels.rowInset);
  const sorted = luma.slice(rows * width, (height - rows) * width).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  const low = at(levels.extreme);
  const high = at(1 - levels.extreme);
  const median = at(0.5);
  const invert = levels.lightPrint ?? median - low < high - median;
  const ink = invert ? high : low;
  const threshold = (ink + median) / 2;
  const out = new Uint8Array(luma.length);
  if (Math.abs(median - ink) < MIN_INK_CONTRAST) {
    return out.fill(255);
  }
  const ramp = Math.max(4, Math.abs(median - ink) * 0.25);
  for (let i = 0; i < luma.length; i++) {
    const above = invert ? threshold - (luma[i] as number) : (luma[i] as number) - threshold;
    out[i] = Math.min(255, Math.max(0, 127.5 + (127.5 * above) / ramp));
  }
  return out;
}

/** A binary PGM (P5) file of the image: tesseract's Leptonica reads it without any encoder. */
export function toPgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const out = new Uint8Array(header.length + image.data.length);
  out.set(header);
  out.set(image.data, header.length);
  return out;
}
