import type { CollectionChange } from '#core/collection/history/change.schema.ts';
import { AppError } from '#core/errors.ts';
import type { Queryable } from '../../db/executor.ts';
import { lockTrashEntryOf, type TrashRow } from './trash.repository.ts';

type Target = { kind: 'item' | 'binder'; id: number; table: 'user_products' | 'binders' };

/** Columns a revert may write back (the ones the history triggers record). */
const WRITABLE = {
  user_products: new Set([
    'product_id',
    'product_type',
    'variant',
    'api_id',
    'wishlist',
    'quantity',
    'condition',
    'graded',
    'grade_score',
    'grading_company',
    'purchase_price_cents',
    'purchased_on',
    'notes',
    'binder_id',
    'binder_page',
    'binder_pocket',
    'box_name',
    'box_row',
    'for_trade',
    'copy_language',
    'created_at',
  ]),
  binders: new Set(['name', 'pocket_layout', 'created_at']),
} as const;

function targetOf(change: Pick<CollectionChange, 'item_id' | 'binder_id'>): Target {
  return change.item_id !== null
    ? { kind: 'item', id: change.item_id, table: 'user_products' }
    : { kind: 'binder', id: change.binder_id ?? 0, table: 'binders' };
}

export const describeTarget = (target: Pick<CollectionChange, 'item_id' | 'binder_id'>) =>
  target.item_id !== null ? `item ${target.item_id}` : `binder ${target.binder_id}`;

/** Re-inserts a trashed row with its own id (so its history joins up); it leaves the trash. */
export async function reinsertFromTrash(db: Queryable, entry: Pick<TrashRow, 'kind' | 'snapshot'>) {
  const table = entry.kind === 'item' ? 'user_products' : 'binders';
  await db.query(
    `INSERT INTO ${table} OVERRIDING SYSTEM VALUE
     SELECT * FROM jsonb_populate_record(NULL::${table}, $1::jsonb)`,
    [entry.snapshot],
  );
}

async function writeBack(db: Queryable, userId: number, target: Target, change: CollectionChange) {
  const columns = Object.keys(change.fields).filter((name) => WRITABLE[target.table].has(name));
  if (columns.length === 0) {
    return;
  }
  const from = Object.fromEntries(columns.map((name) => [name, change.fields[name]?.from ?? null]));
  const assignments = columns.map((name) => `${name} = r.${name}`).join(', ');
  await db.query(
    `UPDATE ${target.table} t SET ${assignments}, updated_at = now()
     FROM jsonb_populate_record(NULL::${target.table}, $3::jsonb) r
     WHERE t.id = $1 AND t.user_id = $2`,
    [target.id, userId, from],
  );
}

async function revertOne(db: Queryable, userId: number, change: CollectionChange) {
  const target = targetOf(change);
  switch (change.kind) {
    case 'created':
      return takeBackAdds(db, userId, [change]);
    case 'restored':
      await db.query(`DELETE FROM ${target.table} WHERE id = $1 AND user_id = $2`, [
        target.id,
        userId,
      ]);
      return;
    case 'edited':
    case 'moved':
      return writeBack(db, userId, target, change);
    case 'deleted': {
      const entry = await lockTrashEntryOf(db, userId, target.kind, target.id);
      if (!entry) {
        throw new AppError(
          'CONFLICT',
          `${describeTarget(change)} is no longer in the trash (emptied or purged): it cannot come back`,
        );
      }
      return reinsertFromTrash(db, entry);
    }
  }
}

type PgError = { code?: string };

/** A constraint the revert runs into (pocket taken, binder gone) as a 409 naming the record. */
function toConflict(error: unknown, change: CollectionChange): unknown {
  const code = (error as PgError).code;
  const what = describeTarget(change);
  if (code === '23505') {
    return new AppError('CONFLICT', `${what}: its place is taken now (a pocket or the same id)`);
  }
  if (code === '23503') {
    return new AppError(
      'CONFLICT',
      `${what}: what it refers to is gone (a deleted binder: restore it from the trash first)`,
    );
  }
  return error;
}

/**
 * Binders come back first: the items moved out of a deleted binder refer to it, and the binder
 * delete's own change may be recorded before the moves its foreign key caused.
 */
const revertOrder = (change: CollectionChange) =>
  change.binder_id !== null && change.kind === 'deleted' ? 0 : 1;

/** Reverts the changes newest first (binders to bring back before all), in the caller's transaction. */
export async function revertChanges(
  db: Queryable,
  userId: number,
  changes: readonly CollectionChange[],
): Promise<void> {
  const ordered = [...changes].sort((a, b) => revertOrder(a) - revertOrder(b) || b.id - a.id);
  let adds: CollectionChange[] = [];
  for (const change of ordered) {
    if (change.kind === 'created') {
      adds.push(change);
      continue;
    }
    await takeBackAdds(db, userId, adds);
    adds = [];
    try {
      await revertOne(db, userId, change);
    } catch (error) {
      throw toConflict(error, change);
    }
  }
  await takeBackAdds(db, userId, adds);
}

/** Adds taken back in one statement per table (an import of 500 is one delete). */
async function takeBackAdds(db: Queryable, userId: number, adds: CollectionChange[]) {
  for (const kind of ['item', 'binder'] as const) {
    const ids = adds.flatMap((c) => {
      const target = targetOf(c);
      return target.kind === kind ? [target.id] : [];
    });
    if (ids.length === 0) {
      continue;
    }
    const table = kind === 'item' ? 'user_products' : 'binders';
    await db.query(`DELETE FROM ${table} WHERE user_id = $1 AND id = ANY($2::int[])`, [
      userId,
      ids,
    ]);
    // Taking back an add is not a delete the collector would look for in the trash.
    await db.query(
      'DELETE FROM trash_entries WHERE user_id = $1 AND kind = $2 AND record_id = ANY($3::int[])',
      [userId, kind, ids],
    );
  }
}
