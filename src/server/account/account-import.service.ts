import { EXPORT_FILES, type RestorableData } from '#core/account/account-export-files.ts';
import type { ImportMode, ImportResult } from '#core/account/account-import.schema.ts';
import { recordPlace } from '#core/account/record-problem.ts';
import { findReferenceProblem } from '#core/account/record-references.ts';
import { AppError } from '#core/errors.ts';
import type { QuotaKind } from '#core/quotas/quotas.ts';
import { serverChange, tagChanges } from '../collection/history/change-context.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../db/executor.ts';
import { enforceQuota } from '../quotas/enforce-quota.ts';
import * as repo from './account-import.repository.ts';
import { type ReadExport, readAccountExport } from './read-account-export.ts';
import { openZip } from './zip-reader.ts';

const bad = (message: string) => new AppError('VALIDATION_FAILED', message);

/** The first record naming a card this server's catalog does not have, as a 400. */
async function checkCatalog(db: Db, data: RestorableData): Promise<void> {
  const ids = new Set<string>(data.items.map((item) => item.product_id));
  for (const deck of data.decks) {
    for (const card of deck.cards) {
      ids.add(card.product_id);
    }
  }
  const unknown = await repo.unknownProducts(db, [...ids]);
  if (unknown.size === 0) {
    return;
  }
  const itemIndex = data.items.findIndex((item) => unknown.has(item.product_id));
  if (itemIndex >= 0) {
    const id = data.items[itemIndex]?.product_id;
    throw bad(
      `${recordPlace(EXPORT_FILES.items, itemIndex)}: product_id "${id}" is not in this server's catalog`,
    );
  }
  const deckIndex = data.decks.findIndex((deck) =>
    deck.cards.some((c) => unknown.has(c.product_id)),
  );
  const card = data.decks[deckIndex]?.cards.find((c) => unknown.has(c.product_id));
  throw bad(
    `${recordPlace(EXPORT_FILES.decks, deckIndex)}: product_id "${card?.product_id}" is not in this server's catalog`,
  );
}

const QUOTA_KINDS: QuotaKind[] = ['collection_items', 'binders', 'decks', 'grading_results'];

async function writeAll(
  tx: Tx,
  userId: number,
  mode: ImportMode,
  read: ReadExport,
  notes: string[],
) {
  const { data } = read;
  await repo.lockAccount(tx, userId);
  // The history and trash triggers (decision 074) book the replaced items and binders as one
  // restore batch: the state before the restore can be brought back from the activity list.
  await tagChanges(tx, serverChange('restore', 'account export file'));
  if (mode === 'new-account' && (await repo.countHoldings(tx, userId)) > 0) {
    throw new AppError(
      'CONFLICT',
      'This account already holds items, binders, decks or grading results: restore replaces them, new-account needs an empty account',
    );
  }
  const old = await repo.currentIds(tx, userId);
  const binderIds = await repo.insertBinders(tx, userId, data.binders);
  const itemIds = await repo.insertItems(tx, userId, data.items, binderIds);
  if (read.manifest.account_id === userId) {
    await repo.repointReferences(tx, userId, itemIds, binderIds);
  }
  await repo.deleteOld(tx, userId, old);
  await repo.insertDecks(tx, userId, data.decks);
  for (const result of data.grading) {
    const front = await read.photo(result.front_photo);
    const back = result.back_photo === null ? null : await read.photo(result.back_photo);
    await repo.insertGradingResult(tx, userId, result, itemIds.get(result.item_id) as number, {
      front,
      back,
    });
  }
  await repo.insertSnapshots(tx, userId, data.snapshots, binderIds);
  const handle = data.settings.social?.handle ?? null;
  const handleFree = handle === null || !(await repo.handleTakenByOther(tx, handle, userId));
  if (!handleFree) {
    notes.push(`The handle "${handle}" belongs to someone else on this server: choose another.`);
  }
  await repo.writeSettings(tx, userId, data.settings, handleFree ? handle : null);
  for (const kind of QUOTA_KINDS) {
    await enforceQuota(tx, userId, kind, 0);
  }
}

/**
 * Restores an account export (decision 075): every file read and every record checked first,
 * then one transaction replaces the account's items, binders, decks, grading results, value
 * history and settings. Sell requests, orders and share links are records only: never written.
 */
export async function importAccount(
  db: Db,
  userId: number,
  mode: ImportMode,
  zipPath: string,
): Promise<ImportResult> {
  const zip = await openZip(zipPath);
  const notes: string[] = [];
  let read: ReadExport;
  try {
    read = await readAccountExport(zip);
    const problem = findReferenceProblem(read.data);
    if (problem) {
      throw bad(problem);
    }
    await checkCatalog(db, read.data);
    const checked = read;
    await db.transaction((tx) => writeAll(tx, userId, mode, checked, notes));
  } finally {
    zip.close();
  }
  const { data } = read;
  const wishlist = data.items.filter((item) => item.wishlist).length;
  return {
    mode,
    restored: {
      items: data.items.length - wishlist,
      wishlist,
      binders: data.binders.length,
      decks: data.decks.length,
      grading_results: data.grading.length,
      snapshots: data.snapshots.length,
    },
    edited_files: read.edited,
    notes,
  };
}
