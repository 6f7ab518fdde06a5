import { decodeToRgb } from '../../../vision/image/decode-image.ts';
import { createRgbImage, type RgbImage } from '../../../vision/image/rgb-image.ts';
import { computeSealedFaceFeatures, type SealedFeatures } from './sealed-features.ts';

/** Reference shots are described at this size (the face is then resampled to fixed grids). */
const REFERENCE_BOX = { maxWidth: 512, maxHeight: 512 };
/** A pixel belongs to the product when it differs this much (summed RGB) from the backdrop. */
const BACKDROP_STEP = 60;

/** The backdrop colour: the mean of the four corner pixels of the shot. */
function backdrop(image: RgbImage): number[] {
  const { width, height, data } = image;
  const corners = [0, width - 1, (height - 1) * width, height * width - 1];
  return [0, 1, 2].map(
    (c) => corners.reduce((sum, p) => sum + (data[p * 3 + c] as number), 0) / corners.length,
  );
}

/**
 * The product's bounding box in a catalog product shot (a face on a plain backdrop, like the
 * catalog's 1000x1000 pictures); the whole shot when no backdrop is found.
 */
function trimBackdrop(image: RgbImage): { x: number; y: number; w: number; h: number } {
  const { width, height, data } = image;
  const [r, g, b] = backdrop(image) as [number, number, number];
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const step =
        Math.abs((data[i] as number) - r) +
        Math.abs((data[i + 1] as number) - g) +
        Math.abs((data[i + 2] as number) - b);
      if (step > BACKDROP_STEP) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    }
  }
  const found = x1 - x0 > width * 0.1 && y1 - y0 > height * 0.1;
  return found
    ? { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 }
    : { x: 0, y: 0, w: width, h: height };
}

function crop(image: RgbImage, box: { x: number; y: number; w: number; h: number }): RgbImage {
  const out = createRgbImage(box.w, box.h);
  for (let y = 0; y < box.h; y++) {
    const from = ((box.y + y) * image.width + box.x) * 3;
    out.data.set(image.data.subarray(from, from + box.w * 3), y * box.w * 3);
  }
  return out;
}

/** Features of a catalog product shot: its face cut from the backdrop, described at its aspect. */
export async function computeSealedReferenceFeatures(shot: Buffer): Promise<SealedFeatures> {
  const image = await decodeToRgb(shot, REFERENCE_BOX);
  const box = trimBackdrop(image);
  return computeSealedFaceFeatures(crop(image, box), box.w / box.h);
}
