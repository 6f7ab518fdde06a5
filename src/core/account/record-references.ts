import { EXPORT_FILES, type RestorableData } from './account-export-files.ts';
import { recordPlace } from './record-problem.ts';

function firstDuplicateId(records: readonly { id: number }[], file: string): string | null {
  const seen = new Set<number>();
  for (const [index, record] of records.entries()) {
    if (seen.has(record.id)) {
      return `${recordPlace(file, index)}: id ${record.id} appears twice`;
    }
    seen.add(record.id);
  }
  return null;
}

function itemProblem(data: RestorableData, binderIds: Set<number>): string | null {
  const pockets = new Set<string>();
  for (const [index, item] of data.items.entries()) {
    const place = recordPlace(EXPORT_FILES.items, index);
    if (item.binder_id !== null && !binderIds.has(item.binder_id)) {
      return `${place}: binder_id ${item.binder_id} is not in ${EXPORT_FILES.binders}`;
    }
    if ((item.binder_page === null) !== (item.binder_pocket === null)) {
      return `${place}: binder_page and binder_pocket must both be set or both be null`;
    }
    if (item.binder_page !== null) {
      if (item.binder_id === null) {
        return `${place}: binder_page is set but binder_id is null`;
      }
      const pocket = `${item.binder_id}/${item.binder_page}/${item.binder_pocket}`;
      if (pockets.has(pocket)) {
        return `${place}: binder ${item.binder_id} page ${item.binder_page} pocket ${item.binder_pocket} already holds another item`;
      }
      pockets.add(pocket);
    }
  }
  return null;
}

function deckProblem(data: RestorableData): string | null {
  for (const [index, deck] of data.decks.entries()) {
    const seen = new Set<string>();
    for (const [line, card] of deck.cards.entries()) {
      if (seen.has(card.product_id)) {
        return `${recordPlace(EXPORT_FILES.decks, index)}: cards[${line}] product_id "${card.product_id}" appears twice in the deck`;
      }
      seen.add(card.product_id);
    }
  }
  return null;
}

function gradingProblem(data: RestorableData): string | null {
  const itemIds = new Set(data.items.map((item) => item.id));
  for (const [index, result] of data.grading.entries()) {
    if (!itemIds.has(result.item_id)) {
      return `${recordPlace(EXPORT_FILES.grading, index)}: item_id ${result.item_id} is not in ${EXPORT_FILES.items}`;
    }
  }
  return null;
}

function snapshotProblem(data: RestorableData, binderIds: Set<number>): string | null {
  const days = new Set<string>();
  for (const [index, snapshot] of data.snapshots.entries()) {
    const place = recordPlace(EXPORT_FILES.snapshots, index);
    if (snapshot.binder_id !== null && !binderIds.has(snapshot.binder_id)) {
      return `${place}: binder_id ${snapshot.binder_id} is not in ${EXPORT_FILES.binders}`;
    }
    const key = `${snapshot.binder_id}/${snapshot.snapshot_date}`;
    if (days.has(key)) {
      return `${place}: a value for ${snapshot.snapshot_date} is already given`;
    }
    days.add(key);
  }
  return null;
}

/**
 * The first record that points at something the export does not hold (an item's binder, a
 * grading result's item), or that two records claim at once (ids, pockets); null when sound.
 */
export function findReferenceProblem(data: RestorableData): string | null {
  const binderIds = new Set(data.binders.map((binder) => binder.id));
  return (
    firstDuplicateId(data.binders, EXPORT_FILES.binders) ??
    firstDuplicateId(data.items, EXPORT_FILES.items) ??
    firstDuplicateId(data.decks, EXPORT_FILES.decks) ??
    firstDuplicateId(data.grading, EXPORT_FILES.grading) ??
    itemProblem(data, binderIds) ??
    deckProblem(data) ??
    gradingProblem(data) ??
    snapshotProblem(data, binderIds)
  );
}
