import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '#core/errors.ts';
import { parseCornersField } from '#core/scan/card-corners.ts';
import { ImageInputError, inspectImage } from '../vision/image/decode-image.ts';
import { GRADING_MAX_SIDE } from './engine/measure-face.ts';
import type { GradingPhotos } from './grading.service.ts';

/** The text fields of the grading form (beside the `front` and `back` files). */
export const GRADING_FORM_TEXT_FIELDS = ['frontCorners', 'backCorners'];
const FIELDS = new Set(GRADING_FORM_TEXT_FIELDS);
const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: 'send at most two photos: front and back',
  FST_PARTS_LIMIT: 'too many form fields',
  FST_FIELDS_LIMIT: 'too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE:
    'send the photos as multipart/form-data (front, optional back)',
};

async function readParts(request: FastifyRequest, maxMb: number) {
  const files: Record<string, Buffer> = {};
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'front' && part.fieldname !== 'back') {
          throw new AppError(
            'VALIDATION_FAILED',
            `${part.fieldname}: unknown file field (use front and back)`,
          );
        }
        files[part.fieldname] = bytes;
      } else if (FIELDS.has(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) {
      throw error;
    }
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('VALIDATION_FAILED', `a photo is larger than ${maxMb} MB`);
    }
    // A broken body (busboy's "Unexpected end of form") is the client's fault, never a 500.
    throw new AppError(
      'VALIDATION_FAILED',
      LIMIT_MESSAGES[code] ?? 'the multipart form is malformed',
    );
  }
  return { files, fields };
}

/** Checks one photo's header; its upright size (corners are given in it). */
async function checkPhoto(image: Buffer, field: string) {
  try {
    await inspectImage(image);
  } catch (error) {
    if (error instanceof ImageInputError) {
      throw new AppError('VALIDATION_FAILED', `${field}: ${error.message}`);
    }
    throw error;
  }
  const { autoOrient } = await sharp(image, { limitInputPixels: false }).metadata();
  if (Math.max(autoOrient.width, autoOrient.height) > GRADING_MAX_SIDE) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${field}: photo is ${autoOrient.width}x${autoOrient.height}; the long side may be at most ${GRADING_MAX_SIDE} px`,
    );
  }
  return { width: autoOrient.width, height: autoOrient.height };
}

async function readCorners(
  text: string | undefined,
  field: string,
  size: { width: number; height: number },
) {
  if (text === undefined) {
    return null;
  }
  const check = parseCornersField(text, size);
  if (!check.ok) {
    throw new AppError('VALIDATION_FAILED', `${field}: ${check.problem}`);
  }
  return check.corners;
}

/** The multipart form of POST /api/grading/estimate, checked before any worker is involved. */
export async function readGradingUpload(
  request: FastifyRequest,
  maxMb: number,
): Promise<GradingPhotos> {
  const { files, fields } = await readParts(request, maxMb);
  const front = files.front;
  if (!front) {
    throw new AppError(
      'VALIDATION_FAILED',
      "front: attach the card's front photo as the front file field",
    );
  }
  const back = files.back ?? null;
  const frontSize = await checkPhoto(front, 'front');
  const backSize = back ? await checkPhoto(back, 'back') : null;
  if (fields.backCorners !== undefined && !backSize) {
    throw new AppError('VALIDATION_FAILED', 'backCorners: send a back photo with its corners');
  }
  return {
    front,
    back,
    frontCorners: await readCorners(fields.frontCorners, 'frontCorners', frontSize),
    backCorners: backSize ? await readCorners(fields.backCorners, 'backCorners', backSize) : null,
  };
}
