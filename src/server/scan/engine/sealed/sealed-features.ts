import { dct2d, lowFrequencies } from '../../../vision/image/dct.ts';
import { type RgbImage, regionToGray, regionToPlanes } from '../../../vision/image/rgb-image.ts';
import { FEATURE_TEMPLATE_BYTES, VECTOR_DIMS } from '../search/features.ts';

/**
 * Version of the sealed descriptor, kept apart from the cards' DESCRIPTOR_VERSION so either can
 * change without recomputing the other. Versions 1 and 2 were the card descriptor applied to
 * the centre of the product shot; 3 describes the product's rectified front face.
 */
export const SEALED_DESCRIPTOR_VERSION = 3;

const WHOLE = { x0: 0, y0: 0, x1: 1, y1: 1 };
const DCT_SIZE = 32;
const COLOUR_GRID = 8;
const DCT_COEFFICIENTS = VECTOR_DIMS - 2 * COLOUR_GRID * COLOUR_GRID;
const WEIGHTS = { dct: 1, colour: 0.8 };

/** The face thumbnail compared pixel by pixel when re-ranking the visual shortlist. */
export const SEALED_THUMB = 40;
const THUMB_BYTES = SEALED_THUMB * SEALED_THUMB;
/**
 * A sealed row's template bytes in the index snapshot (the cards' name bar and number strip
 * slot, unused by sealed rows): the face's aspect as a uint16 (log scale), then the thumbnail.
 */
const ASPECT_BYTES = 2;
const ASPECT_SCALE = 10_000;
if (ASPECT_BYTES + THUMB_BYTES > FEATURE_TEMPLATE_BYTES) {
  throw new Error('sealed extras do not fit the template slot');
}

export type SealedFeatures = {
  /** L2-normalised global descriptor (VECTOR_DIMS), searched like the cards'. */
  vector: Float32Array;
  /** The face's width / height. */
  aspect: number;
  /** Grayscale SEALED_THUMB x SEALED_THUMB thumbnail of the face. */
  thumb: Uint8Array;
  /** Query only: 1 where the thumbnail pixel is a highlight (shrink-wrap glare) to ignore. */
  glare?: Uint8Array;
};

function normalise(values: number[], weight: number): number[] {
  const norm = Math.sqrt(values.reduce((sum, v) => sum + v * v, 0)) || 1;
  return values.map((v) => (v / norm) * weight);
}

/** Chroma (Cb, Cr) per cell minus the face's mean chroma, so white balance cancels. */
function colourLayout(r: Float32Array, g: Float32Array, b: Float32Array): number[] {
  const cb: number[] = [];
  const cr: number[] = [];
  for (let i = 0; i < r.length; i++) {
    const y = 0.299 * (r[i] as number) + 0.587 * (g[i] as number) + 0.114 * (b[i] as number);
    cb.push((b[i] as number) - y);
    cr.push((r[i] as number) - y);
  }
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const mb = mean(cb);
  const mr = mean(cr);
  return [...cb.map((v) => v - mb), ...cr.map((v) => v - mr)];
}

/** Bright, colourless thumbnail pixels: a highlight on the wrap hides what is under it. */
function glareMask(face: RgbImage): Uint8Array {
  const { r, g, b } = regionToPlanes(face, WHOLE, SEALED_THUMB, SEALED_THUMB);
  const mask = new Uint8Array(THUMB_BYTES);
  for (let i = 0; i < mask.length; i++) {
    const hi = Math.max(r[i] as number, g[i] as number, b[i] as number);
    const lo = Math.min(r[i] as number, g[i] as number, b[i] as number);
    mask[i] = lo > 200 && hi - lo < 45 ? 1 : 0;
  }
  return mask;
}

/**
 * Features of a product's front face, upright and rectified, at any aspect: the face is
 * resampled onto fixed grids, so the aspect itself is kept as a separate feature.
 */
export function computeSealedFaceFeatures(face: RgbImage, aspect: number): SealedFeatures {
  const gray = regionToGray(face, WHOLE, DCT_SIZE, DCT_SIZE);
  const { r, g, b } = regionToPlanes(face, WHOLE, COLOUR_GRID, COLOUR_GRID);
  const vector = Float32Array.from(
    normalise(
      [
        ...normalise(
          lowFrequencies(dct2d(gray, DCT_SIZE), DCT_SIZE, DCT_COEFFICIENTS),
          WEIGHTS.dct,
        ),
        ...normalise(colourLayout(r, g, b), WEIGHTS.colour),
      ],
      1,
    ),
  );
  const thumb = Uint8Array.from(regionToGray(face, WHOLE, SEALED_THUMB, SEALED_THUMB), (v) =>
    Math.round(v),
  );
  return { vector, aspect, thumb };
}

/** computeSealedFaceFeatures plus the glare mask, for a face rectified from a photo. */
export function computeSealedQueryFeatures(face: RgbImage, aspect: number): SealedFeatures {
  return { ...computeSealedFaceFeatures(face, aspect), glare: glareMask(face) };
}

/** The stored blob, laid out like a card's (vector, then the template slot) so one index holds both. */
export function encodeSealedFeatures(features: SealedFeatures): Buffer {
  const blob = Buffer.alloc(VECTOR_DIMS * 4 + FEATURE_TEMPLATE_BYTES);
  Buffer.from(features.vector.buffer, features.vector.byteOffset, VECTOR_DIMS * 4).copy(blob);
  const aspectCode = Math.round(Math.log(features.aspect) * ASPECT_SCALE) + 32_768;
  blob.writeUInt16LE(Math.min(65_535, Math.max(0, aspectCode)), VECTOR_DIMS * 4);
  blob.set(features.thumb, VECTOR_DIMS * 4 + ASPECT_BYTES);
  return blob;
}

/** A sealed row's aspect and thumbnail, read from the snapshot's template bytes. */
export function sealedExtras(templates: Uint8Array, row: number) {
  const base = row * FEATURE_TEMPLATE_BYTES;
  const aspectCode = (templates[base] as number) | ((templates[base + 1] as number) << 8);
  return {
    aspect: Math.exp((aspectCode - 32_768) / ASPECT_SCALE),
    thumbOffset: base + ASPECT_BYTES,
  };
}
