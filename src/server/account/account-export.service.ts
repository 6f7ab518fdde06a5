import type pg from 'pg';
import {
  ACCOUNT_EXPORT_FORMAT,
  ACCOUNT_EXPORT_VERSION,
} from '#core/account/account-export.schema.ts';
import { EXPORT_FILES } from '#core/account/account-export-files.ts';
import * as repo from './account-export.repository.ts';
import { collectionCsvPages } from './collection-csv-pages.ts';
import { jsonArray, ZipEntryWriter } from './zip-entry-writer.ts';

/** Items read per query: memory stays flat however large the collection. */
const ITEM_PAGE = 2_000;

export type AccountExport = {
  stream: NodeJS.ReadableStream;
  fileName: string;
  itemCount: number;
};

type ExportDeps = { pool: pg.Pool; serverVersion: string };

async function* itemLines(pool: pg.Pool, userId: number, count: (n: number) => void) {
  let afterId = 0;
  for (;;) {
    const page = await repo.itemLinesAfter(pool, userId, afterId, ITEM_PAGE);
    if (page.length === 0) {
      return;
    }
    count(page.length);
    yield `${page.map((row) => row.line).join('\n')}\n`;
    afterId = page[page.length - 1]?.id ?? afterId;
  }
}

type GradingLine = { id: number; line: string };

/** Each result's photos as photos/<id>-front.jpg and -back.jpg, read one at a time. */
function addPhotos(writer: ZipEntryWriter, pool: pg.Pool, userId: number, rows: GradingLine[]) {
  for (const { id, line } of rows) {
    const { back_photo: backPhoto } = JSON.parse(line) as { back_photo: string | null };
    writer.add(`photos/${id}-front.jpg`, async function* () {
      const photos = await repo.gradingPhotos(pool, userId, id);
      if (photos) {
        yield photos.front_jpeg;
      }
    });
    if (backPhoto) {
      writer.add(backPhoto, async function* () {
        const photos = await repo.gradingPhotos(pool, userId, id);
        if (photos?.back_jpeg) {
          yield photos.back_jpeg;
        }
      });
    }
  }
}

/**
 * Everything the user owns as one ZIP stream (decision 075): JSON of every record, the grading
 * photos, the collection CSV, and manifest.json with each file's SHA-256 and record count.
 */
export async function exportAccount(
  deps: ExportDeps,
  userId: number,
  now: Date,
): Promise<AccountExport> {
  const { pool } = deps;
  const [itemCount, grading] = await Promise.all([
    repo.countItems(pool, userId),
    repo.gradingLines(pool, userId),
  ]);
  const writer = new ZipEntryWriter();
  writer.add(EXPORT_FILES.settings, async function* (count) {
    count();
    yield `${await repo.settingsLine(pool, userId)}\n`;
  });
  writer.add(EXPORT_FILES.binders, (count) => jsonArray(repo.binderLines(pool, userId), count));
  writer.add(EXPORT_FILES.items, (count) => itemLines(pool, userId, count));
  writer.add(EXPORT_FILES.decks, (count) => jsonArray(repo.deckLines(pool, userId), count));
  writer.add(EXPORT_FILES.grading, (count) => jsonArray(Promise.resolve(grading), count));
  addPhotos(writer, pool, userId, grading);
  writer.add(EXPORT_FILES.snapshots, (count) => jsonArray(repo.snapshotLines(pool, userId), count));
  writer.add(EXPORT_FILES.sellRequests, (count) =>
    jsonArray(repo.sellRequestLines(pool, userId), count),
  );
  writer.add(EXPORT_FILES.orders, (count) => jsonArray(repo.orderLines(pool, userId), count));
  writer.add(EXPORT_FILES.shareLinks, (count) =>
    jsonArray(repo.shareLinkLines(pool, userId), count),
  );
  writer.add(EXPORT_FILES.csv, (count) => collectionCsvPages(pool, userId, count));
  const stream = writer.finish(EXPORT_FILES.manifest, () =>
    JSON.stringify(
      {
        format: ACCOUNT_EXPORT_FORMAT,
        format_version: ACCOUNT_EXPORT_VERSION,
        exported_at: now.toISOString(),
        server_version: deps.serverVersion,
        account_id: userId,
        files: writer.files,
      },
      null,
      2,
    ),
  );
  const day = now.toISOString().slice(0, 10);
  return { stream, fileName: `cardfolio-account-${day}.zip`, itemCount };
}
