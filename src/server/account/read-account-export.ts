import { createHash } from 'node:crypto';
import {
  binderRecordSchema,
  deckRecordSchema,
  gradingRecordSchema,
  itemRecordSchema,
  type Manifest,
  settingsRecordSchema,
  snapshotRecordSchema,
} from '#core/account/account-export.schema.ts';
import { EXPORT_FILES, type RestorableData } from '#core/account/account-export-files.ts';
import {
  readJsonLines,
  readJsonObject,
  readJsonRecords,
  readManifest,
} from '#core/account/read-export-records.ts';
import { recordPlace } from '#core/account/record-problem.ts';
import { AppError } from '#core/errors.ts';
import { imageSignature } from '../vision/image/image-signature.ts';
import type { ZipArchive } from './zip-reader.ts';

export type ReadExport = {
  manifest: Manifest;
  data: RestorableData;
  /** A grading photo by its path in the ZIP (checked to be there and a JPEG; read on demand). */
  photo: (path: string) => Promise<Buffer>;
  /** Files whose SHA-256 differs from the manifest's (edited by hand, yet valid). */
  edited: string[];
};

const bad = (message: string) => new AppError('VALIDATION_FAILED', message);

/** Reads one file as text, noting it as edited when its checksum is not the manifest's. */
async function readText(zip: ZipArchive, manifest: Manifest, file: string, edited: string[]) {
  const bytes = await zip.read(file);
  if (!bytes) {
    throw bad(`${file} is missing from the export`);
  }
  const expected = manifest.files[file]?.sha256;
  if (expected !== createHash('sha256').update(bytes).digest('hex')) {
    edited.push(file);
  }
  return bytes.toString('utf8');
}

/** Every grading photo is there and a JPEG; none is kept (500 results may hold 300 MB). */
async function checkPhotos(zip: ZipArchive, data: RestorableData) {
  for (const [index, result] of data.grading.entries()) {
    for (const [field, path] of [
      ['front_photo', result.front_photo],
      ['back_photo', result.back_photo],
    ] as const) {
      if (path === null) {
        continue;
      }
      const bytes = await zip.read(path);
      const place = recordPlace(EXPORT_FILES.grading, index);
      if (!bytes) {
        throw bad(`${place}: ${field} ${path} is missing from the export`);
      }
      if (imageSignature(bytes) !== 'jpeg') {
        throw bad(`${place}: ${field} ${path} is not a JPEG picture`);
      }
    }
  }
}

/**
 * Reads and checks every file a restore needs, before anything is written (the ZIP stays
 * open until the restore is done: photos are read again as they are written): a newer format, a
 * missing or cut-short file and the first record that fails its schema are each a 400 naming it.
 */
export async function readAccountExport(zip: ZipArchive): Promise<ReadExport> {
  const manifestBytes = await zip.read(EXPORT_FILES.manifest);
  if (!manifestBytes) {
    throw bad(`${EXPORT_FILES.manifest} is missing: this is not a Cardfolio account export`);
  }
  const manifest = readManifest(EXPORT_FILES.manifest, manifestBytes.toString('utf8'));
  const edited: string[] = [];
  const text = (file: string) => readText(zip, manifest, file, edited);
  const data: RestorableData = {
    settings: readJsonObject(
      EXPORT_FILES.settings,
      await text(EXPORT_FILES.settings),
      settingsRecordSchema,
    ),
    binders: readJsonRecords(
      EXPORT_FILES.binders,
      await text(EXPORT_FILES.binders),
      binderRecordSchema,
    ),
    items: readJsonLines(EXPORT_FILES.items, await text(EXPORT_FILES.items), itemRecordSchema),
    decks: readJsonRecords(EXPORT_FILES.decks, await text(EXPORT_FILES.decks), deckRecordSchema),
    grading: readJsonRecords(
      EXPORT_FILES.grading,
      await text(EXPORT_FILES.grading),
      gradingRecordSchema,
    ),
    snapshots: readJsonRecords(
      EXPORT_FILES.snapshots,
      await text(EXPORT_FILES.snapshots),
      snapshotRecordSchema,
    ),
  };
  await checkPhotos(zip, data);
  const photo = async (path: string) => {
    const bytes = await zip.read(path);
    if (!bytes) {
      throw bad(`${path} is missing from the export`);
    }
    return bytes;
  };
  return { manifest, data, photo, edited };
}
