import type { FastifyRequest } from 'fastify';
import type { ImportResult } from '#core/account/account-import.schema.ts';
import type { Db } from '../db/client.ts';
import { importAccount } from './account-import.service.ts';
import { readImportUpload } from './read-import-upload.ts';

export { exportAccount } from './account-export.service.ts';

/** Reads the uploaded export to a temporary file, restores it, and removes the file. */
export async function importUploadedAccount(
  db: Db,
  userId: number,
  request: FastifyRequest,
): Promise<ImportResult> {
  const upload = await readImportUpload(request);
  try {
    return await importAccount(db, userId, upload.mode, upload.zipPath);
  } finally {
    await upload.cleanUp();
  }
}
