import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { type ImportMode, importModeSchema } from '#core/account/account-import.schema.ts';
import { AppError } from '#core/errors.ts';

/** The largest export accepted: 50,000 items and 500 graded photo pairs fit many times over. */
export const MAX_IMPORT_MB = 512;

export type ImportUpload = { mode: ImportMode; zipPath: string; cleanUp: () => Promise<void> };

const bad = (message: string) => new AppError('VALIDATION_FAILED', message);

/**
 * The multipart form of POST /api/account/import: the `mode` field, then the `file` (the ZIP),
 * written to a temporary file (a ZIP is read from its end, and big ones stay out of memory).
 */
export async function readImportUpload(request: FastifyRequest): Promise<ImportUpload> {
  const folder = await mkdtemp(join(tmpdir(), 'cardfolio-import-'));
  const zipPath = join(folder, 'export.zip');
  const cleanUp = () => rm(folder, { recursive: true, force: true });
  let mode: unknown;
  let sawFile = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        mode = part.fieldname === 'mode' ? part.value : mode;
        continue;
      }
      await pipeline(part.file, createWriteStream(zipPath));
      if (part.file.truncated) {
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          `The export file is larger than ${MAX_IMPORT_MB} MB`,
        );
      }
      sawFile = part.fieldname === 'file';
    }
    if (!sawFile) {
      throw bad('send the export as the file field of a multipart form');
    }
    const parsed = importModeSchema.safeParse(mode);
    if (!parsed.success) {
      throw bad('mode must be restore or new-account');
    }
    return { mode: parsed.data, zipPath, cleanUp };
  } catch (error) {
    await cleanUp();
    if (error instanceof AppError) {
      throw error;
    }
    throw bad('the multipart form is malformed');
  }
}
