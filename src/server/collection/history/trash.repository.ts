import type { Queryable } from '../../db/executor.ts';

export type TrashRow = {
  id: number;
  kind: 'item' | 'binder';
  record_id: number;
  snapshot: Record<string, unknown>;
  batch_id: string;
  deleted_at: Date;
  product_name: string | null;
};

const TRASH_COLUMNS = `t.id::int AS id, t.kind, t.record_id, t.snapshot, t.batch_id, t.deleted_at,
  cp.name AS product_name`;
const PRODUCT_JOIN = `LEFT JOIN catalog_products cp ON t.kind = 'item' AND cp.id = t.snapshot ->> 'product_id'`;

export async function findTrash(db: Queryable, userId: number): Promise<TrashRow[]> {
  const { rows } = await db.query<TrashRow>(
    `SELECT ${TRASH_COLUMNS} FROM trash_entries t ${PRODUCT_JOIN}
     WHERE t.user_id = $1 ORDER BY t.deleted_at DESC, t.id DESC`,
    [userId],
  );
  return rows;
}

/** The user's trash entry, locked until the transaction ends. */
export async function lockTrashEntry(db: Queryable, userId: number, id: number) {
  const { rows } = await db.query<TrashRow>(
    `SELECT ${TRASH_COLUMNS} FROM trash_entries t ${PRODUCT_JOIN}
     WHERE t.user_id = $1 AND t.id = $2 FOR UPDATE OF t`,
    [userId, id],
  );
  return rows[0];
}

/** The user's trash entry of this item or binder, locked. */
export async function lockTrashEntryOf(
  db: Queryable,
  userId: number,
  kind: 'item' | 'binder',
  recordId: number,
) {
  const { rows } = await db.query<TrashRow>(
    `SELECT ${TRASH_COLUMNS} FROM trash_entries t ${PRODUCT_JOIN}
     WHERE t.user_id = $1 AND t.kind = $2 AND t.record_id = $3
     ORDER BY t.id DESC LIMIT 1 FOR UPDATE OF t`,
    [userId, kind, recordId],
  );
  return rows[0];
}

export async function deleteUserTrash(db: Queryable, userId: number): Promise<number> {
  const result = await db.query('DELETE FROM trash_entries WHERE user_id = $1', [userId]);
  return result.rowCount ?? 0;
}

/** Deletes every entry deleted before `cutoff`; returns how many. */
export async function deleteTrashBefore(db: Queryable, cutoff: Date): Promise<number> {
  const result = await db.query('DELETE FROM trash_entries WHERE deleted_at < $1', [cutoff]);
  return result.rowCount ?? 0;
}
