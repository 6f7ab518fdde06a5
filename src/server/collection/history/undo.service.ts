import type pg from 'pg';
import type { UndoResult } from '#core/collection/history/activity.schema.ts';
import { AppError } from '#core/errors.ts';
import { withTransaction } from '../../lib/with-transaction.ts';
import { serverChange, tagClientChanges } from './change-context.ts';
import { findBatchChanges, findChangedSince, findUndoOf } from './history.repository.ts';
import { describeTarget, revertChanges } from './revert-changes.ts';

function batchNotFound(batchId: string) {
  return new AppError('NOT_FOUND', `No change batch ${batchId} in your collection`);
}

/**
 * Undoes one of the user's batches in one transaction, recorded as a new batch with origin
 * undo (the history stays append-only). A batch already undone is a 409; so is one whose items
 * changed since, naming them, unless `force` (the batch's before-values then win).
 */
export async function undoBatch(
  pool: pg.Pool,
  userId: number,
  batchId: string,
  { force }: { force: boolean },
): Promise<UndoResult> {
  const change = serverChange('undo', batchId);
  return withTransaction(pool, async (client) => {
    // One undo at a time per user: two clicks on Undo must not both pass the checks below.
    await client.query('SELECT pg_advisory_xact_lock(74, $1)', [userId]);
    const changes = await findBatchChanges(client, userId, batchId);
    if (changes.length === 0) {
      throw batchNotFound(batchId);
    }
    const undoneBy = await findUndoOf(client, userId, batchId);
    if (undoneBy) {
      throw new AppError('CONFLICT', `batch ${batchId} is already undone (by batch ${undoneBy})`);
    }
    const changedSince = await findChangedSince(client, userId, batchId);
    if (changedSince.length > 0 && !force) {
      const names = changedSince.map(describeTarget).join(', ');
      throw new AppError(
        'CONFLICT',
        `${names} changed since this batch; undo anyway to put back the batch's values`,
        { code: 'changed_since', records: changedSince },
      );
    }
    await tagClientChanges(client, change);
    await revertChanges(client, userId, changes);
    return { batch_id: change.batchId, changes: changes.length };
  });
}
