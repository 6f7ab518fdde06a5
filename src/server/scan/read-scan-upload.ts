import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#core/errors.ts';

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
    throw error;
  }
  return upload;
}
