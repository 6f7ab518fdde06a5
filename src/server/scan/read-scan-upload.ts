import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '#core/errors.ts';
import { type CardCorners, parseCornersField } from '#core/scan/card-corners.ts';
import type { ScanMode, ScanType } from '#core/scan/scan-result.schema.ts';
import { imageSignature } from '../vision/image/image-signature.ts';

export type ScanUpload = { image: Buffer | null; fields: Record<string, string> };

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'send one image per scan',
  FST_PARTS_LIMIT: 'too many form fields',
  FST_FIELDS_LIMIT: 'too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'send the photo as multipart/form-data with an image field',
};

/** Reads the multipart form: the `image` file (buffered) and the text fields. */
export async function readScanUpload(request: FastifyRequest, maxMb: number): Promise<ScanUpload> {
  const upload: ScanUpload = { image: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image') {
          upload.image = bytes;
        }
      } else {
        upload.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('VALIDATION_FAILED', `image is larger than ${maxMb} MB`);
    }
    const message = LIMIT_MESSAGES[code];
    if (message) {
      throw new AppError('VALIDATION_FAILED', message);
    }
    // Anything else thrown while reading the parts is a broken body (busboy's "Unexpected end
    // of form", a malformed part header): the client's fault, never a 500.
    throw new AppError('VALIDATION_FAILED', 'the multipart form is malformed');
  }
  return upload;
}

/**
 * The photo's size as the scanner sees it (EXIF orientation applied), read from the header:
 * corners sent with a photo are in these pixels. Call after the image passed inspectImage.
 */
async function readUprightSize(image: Buffer): Promise<{ width: number; height: number }> {
  if (!imageSignature(image)) {
    throw new AppError('VALIDATION_FAILED', 'image is not a JPEG, PNG or WebP picture');
  }
  const { autoOrient } = await sharp(image, { limitInputPixels: false }).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/**
 * The optional `corners` field (the user's own card outline, JSON in the photo's pixels),
 * checked against the photo; null when not sent. Only a single-card scan takes corners.
 */
export async function readScanCorners(
  text: string | undefined,
  image: Buffer,
  scan: { scanType: ScanType; scanMode: ScanMode },
): Promise<CardCorners | null> {
  if (text === undefined) {
    return null;
  }
  if (scan.scanType !== 'cards' || scan.scanMode !== 'single') {
    throw new AppError(
      'VALIDATION_FAILED',
      "corners are only accepted for a single-card scan (scanType 'cards', scanMode 'single')",
    );
  }
  const check = parseCornersField(text, await readUprightSize(image));
  if (!check.ok) {
    throw new AppError('VALIDATION_FAILED', check.problem);
  }
  return check.corners;
}
