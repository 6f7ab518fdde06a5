import { dct2d, lowFrequencies } from '../../../vision/image/dct.ts';
import {
  halveImage,
  type Region,
  type RgbImage,
  regionToGray,
  regionToPlanes,
} from '../../../vision/image/rgb-image.ts';

/**
 * Bump when the descriptor changes: entries of another version are recomputed by the index
 * builder and ignored by the search until then.
 */
export const DESCRIPTOR_VERSION = 2;

/** A card is rectified to this size (about 6.3 px/mm); descriptors use half of it. */
export const CARD_WARP_WIDTH = 400;
export const CARD_WARP_HEIGHT = 560;

/** Where things sit on a card, as fractions; close to the printed layout of every era. */
export const CARD_REGIONS = {
  whole: { x0: 0, y0: 0, x1: 1, y1: 1 },
  art: { x0: 0.09, y0: 0.11, x1: 0.91, y1: 0.5 },
  nameBar: { x0: 0.06, y0: 0.03, x1: 0.7, y1: 0.095 },
  bottomStrip: { x0: 0.03, y0: 0.915, x1: 0.97, y1: 0.975 },
} as const satisfies Record<string, Region>;

const ART_DCT_COEFFICIENTS = 80;
const WHOLE_DCT_COEFFICIENTS = 35;
const ART_COLOUR_GRID = { columns: 6, rows: 6 };
const WHOLE_COLOUR_GRID = { columns: 4, rows: 6 };
export const VECTOR_DIMS =
  ART_DCT_COEFFICIENTS +
  WHOLE_DCT_COEFFICIENTS +
  2 * ART_COLOUR_GRID.columns * ART_COLOUR_GRID.rows +
  2 * WHOLE_COLOUR_GRID.columns * WHOLE_COLOUR_GRID.rows;

/** Template sizes: the bottom strip keeps half the warp's resolution so digits stay legible. */
export const NAME_TEMPLATE = { width: 64, height: 10 };
export const BOTTOM_TEMPLATE = { width: 188, height: 17 };
/** Queries carry templates this many pixels larger on each side, to absorb corner error. */
export const TEMPLATE_PAD = 3;
const TEMPLATE_BYTES =
  NAME_TEMPLATE.width * NAME_TEMPLATE.height + BOTTOM_TEMPLATE.width * BOTTOM_TEMPLATE.height;

/** Block weights: the artwork carries identity; the frame is shared by a whole era. */
const WEIGHTS = { artDct: 1, wholeDct: 0.45, artColour: 0.75, wholeColour: 0.35 };

export type Features = {
  /** L2-normalised global descriptor (VECTOR_DIMS). */
  vector: Float32Array;
  /** Grayscale name bar and bottom strip (cards only), to tell printings apart. */
  nameTemplate: Uint8Array | null;
  bottomTemplate: Uint8Array | null;
  /** Query only: the same templates with TEMPLATE_PAD pixels of margin on every side. */
  paddedName?: Uint8Array;
  paddedBottom?: Uint8Array;
};

function normalise(values: number[], weight: number): number[] {
  const norm = Math.sqrt(values.reduce((sum, v) => sum + v * v, 0)) || 1;
  return values.map((v) => (v / norm) * weight);
}

function dctBlock(image: RgbImage, region: Region, count: number): number[] {
  const gray = regionToGray(image, region, 32, 32);
  return lowFrequencies(dct2d(gray, 32), 32, count);
}

/** Chroma (Cb, Cr) per grid cell minus the region's mean chroma, so white balance cancels. */
function colourLayout(image: RgbImage, region: Region, grid: { columns: number; rows: number }) {
  const { r, g, b } = regionToPlanes(image, region, grid.columns, grid.rows);
  const cb: number[] = [];
  const cr: number[] = [];
  for (let i = 0; i < r.length; i++) {
    const R = r[i] as number;
    const G = g[i] as number;
    const B = b[i] as number;
    const y = 0.299 * R + 0.587 * G + 0.114 * B;
    cb.push(B - y);
    cr.push(R - y);
  }
  const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const mb = mean(cb);
  const mr = mean(cr);
  return [...cb.map((v) => v - mb), ...cr.map((v) => v - mr)];
}

function describe(image: RgbImage, art: Region, whole: Region): Float32Array {
  const parts = [
    ...normalise(dctBlock(image, art, ART_DCT_COEFFICIENTS), WEIGHTS.artDct),
    ...normalise(dctBlock(image, whole, WHOLE_DCT_COEFFICIENTS), WEIGHTS.wholeDct),
    ...normalise(colourLayout(image, art, ART_COLOUR_GRID), WEIGHTS.artColour),
    ...normalise(colourLayout(image, whole, WHOLE_COLOUR_GRID), WEIGHTS.wholeColour),
  ];
  return Float32Array.from(normalise(parts, 1));
}

/** A grayscale template of `region`, with `pad` pixels of margin on every side. */
export function cardTemplate(
  image: RgbImage,
  region: Region,
  size: { width: number; height: number },
  pad = 0,
) {
  const padX = ((region.x1 - region.x0) * pad) / size.width;
  const padY = ((region.y1 - region.y0) * pad) / size.height;
  const padded = {
    x0: region.x0 - padX,
    y0: region.y0 - padY,
    x1: region.x1 + padX,
    y1: region.y1 + padY,
  };
  const gray = regionToGray(image, padded, size.width + 2 * pad, size.height + 2 * pad);
  return Uint8Array.from(gray, (v) => Math.round(v));
}

const cardVector = (card: RgbImage) =>
  describe(halveImage(card), CARD_REGIONS.art, CARD_REGIONS.whole);

/** Features of an upright, rectified card of CARD_WARP_WIDTH x CARD_WARP_HEIGHT pixels. */
export function computeCardFeatures(card: RgbImage): Features {
  return {
    vector: cardVector(card),
    nameTemplate: cardTemplate(card, CARD_REGIONS.nameBar, NAME_TEMPLATE),
    bottomTemplate: cardTemplate(card, CARD_REGIONS.bottomStrip, BOTTOM_TEMPLATE),
  };
}

/**
 * A card rectified from a photo: its vector and padded templates only (the stored templates
 * are compared against the padded ones; every orientation of every outline is described).
 */
export function computeQueryCardFeatures(card: RgbImage): Features {
  return {
    vector: cardVector(card),
    nameTemplate: null,
    bottomTemplate: null,
    paddedName: cardTemplate(card, CARD_REGIONS.nameBar, NAME_TEMPLATE, TEMPLATE_PAD),
    paddedBottom: cardTemplate(card, CARD_REGIONS.bottomStrip, BOTTOM_TEMPLATE, TEMPLATE_PAD),
  };
}

/** The stored blob: the Float32 vector, then the two templates for cards. */
export function encodeFeatures(features: Features): Buffer {
  const vectorBytes = Buffer.from(
    features.vector.buffer,
    features.vector.byteOffset,
    VECTOR_DIMS * 4,
  );
  if (!features.nameTemplate || !features.bottomTemplate) {
    return Buffer.from(vectorBytes);
  }
  return Buffer.concat([vectorBytes, features.nameTemplate, features.bottomTemplate]);
}

export function decodeFeatures(blob: Uint8Array): Features {
  const vector = new Float32Array(VECTOR_DIMS);
  new Uint8Array(vector.buffer).set(blob.subarray(0, VECTOR_DIMS * 4));
  if (blob.length < VECTOR_DIMS * 4 + TEMPLATE_BYTES) {
    return { vector, nameTemplate: null, bottomTemplate: null };
  }
  const nameEnd = VECTOR_DIMS * 4 + NAME_TEMPLATE.width * NAME_TEMPLATE.height;
  return {
    vector,
    nameTemplate: blob.slice(VECTOR_DIMS * 4, nameEnd),
    bottomTemplate: blob.slice(nameEnd, nameEnd + BOTTOM_TEMPLATE.width * BOTTOM_TEMPLATE.height),
  };
}

export const FEATURE_TEMPLATE_BYTES = TEMPLATE_BYTES;
