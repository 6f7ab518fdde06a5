import sharp, { type Metadata } from 'sharp';
import { imageSignature } from './image-signature.ts';
import type { RgbImage } from './rgb-image.ts';

/** Larger photos are refused from their header before any pixel is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_SIDE = 12_000;

export class ImageInputError extends Error {}

/** Reads the header only: format and dimensions, or an ImageInputError saying what is wrong. */
export async function inspectImage(buffer: Buffer): Promise<{ width: number; height: number }> {
  if (buffer.length === 0) {
    throw new ImageInputError('image is empty');
  }
  if (!imageSignature(buffer)) {
    throw new ImageInputError('image is not a JPEG, PNG or WebP picture');
  }
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageInputError('image is not a JPEG, PNG or WebP picture');
  }
  const { width, height, format } = metadata;
  if (!width || !height || !['jpeg', 'png', 'webp'].includes(format ?? '')) {
    throw new ImageInputError('image is not a JPEG, PNG or WebP picture');
  }
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_INPUT_PIXELS) {
    throw new ImageInputError(
      `image is ${width}x${height} pixels; the largest accepted is ${MAX_INPUT_PIXELS / 1e6} megapixels (send at most 1200 px wide)`,
    );
  }
  return { width, height };
}

/**
 * Decodes (EXIF-rotated, alpha flattened) to RGB, fitting inside maxWidth x maxHeight.
 * Truncated or corrupt data is an ImageInputError.
 */
export async function decodeToRgb(
  buffer: Buffer,
  fit: { maxWidth: number; maxHeight: number },
): Promise<RgbImage> {
  try {
    const { data, info } = await sharp(buffer, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
    })
      .rotate()
      .flatten({ background: '#808080' })
      .resize({
        width: fit.maxWidth,
        height: fit.maxHeight,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data: new Uint8Array(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    throw new ImageInputError(
      `image could not be decoded (${error instanceof Error ? error.message.split('\n')[0] : 'corrupt data'})`,
    );
  }
}

/** A reference picture resized exactly to width x height (cards are already card-shaped). */
export async function decodeToSize(
  buffer: Buffer,
  width: number,
  height: number,
  fit: 'fill' | 'contain',
): Promise<RgbImage> {
  const { data, info } = await sharp(buffer, {
    limitInputPixels: MAX_INPUT_PIXELS,
    failOn: 'truncated',
  })
    .rotate()
    .flatten({ background: '#808080' })
    .resize({ width, height, fit, background: '#808080', kernel: 'lanczos3' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}
