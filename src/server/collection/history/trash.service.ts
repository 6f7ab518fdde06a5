import type pg from 'pg';
import { TRASH_DAYS } from '#core/collection/history/change.schema.ts';
import type { TrashEntry, TrashList } from '#core/collection/history/trash.schema.ts';
import { AppError } from '#core/errors.ts';
import { withTransaction } from '../../lib/with-transaction.ts';
import { serverChange, tagClientChanges } from './change-context.ts';
import { findBatchChanges, findChangedSince } from './history.repository.ts';
import { revertChanges } from './revert-changes.ts';
import {
  deleteTrashBefore,
  deleteUserTrash,
  findTrash,
  lockTrashEntry,
  type TrashRow,
} from './trash.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function describeEntry(row: TrashRow): Pick<TrashEntry, 'name' | 'detail'> {
  const snap = row.snapshot;
  if (row.kind === 'binder') {
    return { name: String(snap.name ?? `Binder ${row.record_id}`), detail: 'Binder' };
  }
  const parts = [
    `${snap.quantity ?? 1} ×`,
    String(snap.variant ?? ''),
    String(snap.condition ?? ''),
    snap.graded ? `${snap.grading_company ?? ''} ${snap.grade_score ?? ''}`.trim() : '',
    snap.wishlist ? 'wishlist' : '',
  ];
  return {
    name: row.product_name ?? String(snap.product_id ?? `Item ${row.record_id}`),
    detail: parts.filter((part) => part !== '').join(' '),
  };
}

function toTrashEntry(row: TrashRow): TrashEntry {
  return {
    id: row.id,
    kind: row.kind,
    record_id: row.record_id,
    ...describeEntry(row),
    batch_id: row.batch_id,
    deleted_at: row.deleted_at.toISOString(),
    purge_at: new Date(row.deleted_at.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  };
}

export async function listTrash(pool: pg.Pool, userId: number): Promise<TrashList> {
  const items = (await findTrash(pool, userId)).map(toTrashEntry);
  return { items, total: items.length };
}

/**
 * Puts a trashed item or binder back with its own id, so its history joins up. A binder also
 * takes back the items its deletion moved out of it, unless they were changed since.
 */
export async function restoreFromTrash(
  pool: pg.Pool,
  userId: number,
  entryId: number,
): Promise<{ batch_id: string }> {
  return withTransaction(pool, async (client) => {
    const entry = await lockTrashEntry(client, userId, entryId);
    if (!entry) {
      throw new AppError('NOT_FOUND', `No trash entry with id ${entryId}`);
    }
    const change = serverChange('restore', null);
    await tagClientChanges(client, change);
    const deletion = await findBatchChanges(client, userId, entry.batch_id);
    const target = (c: { item_id: number | null; binder_id: number | null }) =>
      entry.kind === 'item' ? c.item_id === entry.record_id : c.binder_id === entry.record_id;
    let itemsBack: typeof deletion = [];
    if (entry.kind === 'binder') {
      const changed = new Set(
        (await findChangedSince(client, userId, entry.batch_id)).map((c) => c.item_id),
      );
      const leftBinder = new Set(
        deletion
          .filter((c) => c.item_id !== null && c.fields.binder_id?.from === entry.record_id)
          .map((c) => c.item_id),
      );
      itemsBack = deletion.filter(
        (c) => c.item_id !== null && leftBinder.has(c.item_id) && !changed.has(c.item_id),
      );
    }
    // The deletion itself and the moves it caused, undone newest first (binder before items).
    await revertChanges(client, userId, [
      ...deletion.filter((c) => c.kind === 'deleted' && target(c)),
      ...itemsBack,
    ]);
    return { batch_id: change.batchId };
  });
}

/** Empties the user's trash for good (their history stays). */
export async function emptyTrash(pool: pg.Pool, userId: number): Promise<{ deleted: number }> {
  return { deleted: await deleteUserTrash(pool, userId) };
}

/** Purges entries older than 30 days; `now` is injectable for tests. */
export async function purgeTrash(pool: pg.Pool, now: Date = new Date()): Promise<number> {
  return deleteTrashBefore(pool, new Date(now.getTime() - TRASH_DAYS * DAY_MS));
}
