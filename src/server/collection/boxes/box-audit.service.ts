import type { z } from 'zod';
import type { boxAuditApplyInputSchema } from '#core/collection/box-audit.ts';
import { AppError } from '#core/errors.ts';
import type { Db } from '../../db/client.ts';
import { lockCopies } from '../binders/binder-pages.repository.ts';
import { type ChangeContext, tagChanges } from '../history/change-context.ts';
import { updateUserItems } from '../items/bulk-change.repository.ts';
import { fieldError } from '../items/user-products.service.ts';
import { hasBox } from './box-audit.repository.ts';

type BoxAuditFixes = z.output<typeof boxAuditApplyInputSchema>;

/**
 * The fixes chosen at the end of a box walk, all or nothing: misplaced and unexpected copies
 * move to the box and row they were found in (out of any pocket), missing ones leave the box.
 * Nothing is deleted.
 */
export async function applyBoxAuditFixes(
  db: Db,
  userId: number,
  fixes: BoxAuditFixes,
  change?: ChangeContext,
) {
  const ids = [...fixes.moves.map((move) => move.user_product_id), ...fixes.missing];
  if (new Set(ids).size !== ids.length) {
    throw fieldError('moves', 'an item can be fixed only once', 'duplicate_item');
  }
  return db.transaction(async (tx) => {
    await tagChanges(tx, change);
    if (!(await hasBox(tx, userId, fixes.box_name))) {
      throw new AppError(
        'NOT_FOUND',
        `box_name: no box named "${fixes.box_name}" in your collection`,
      );
    }
    const copies = new Map((await lockCopies(tx, userId, ids)).map((copy) => [copy.id, copy]));
    const unknown = ids.filter((id) => !copies.has(id));
    if (unknown.length > 0) {
      throw new AppError(
        'NOT_FOUND',
        `user_product_id: no collection item with id ${unknown.join(', ')}`,
      );
    }
    const outside = fixes.missing.filter((id) => copies.get(id)?.boxName !== fixes.box_name);
    if (outside.length > 0) {
      throw fieldError('missing', `item ${outside.join(', ')} is not in this box`, 'not_in_box');
    }
    await updateUserItems(tx, userId, fixes.missing, { boxName: null, boxRow: null });
    for (const move of fixes.moves) {
      await updateUserItems(tx, userId, [move.user_product_id], {
        boxName: move.box_name,
        boxRow: move.box_row,
        binderPage: null,
        binderPocket: null,
      });
    }
    return { moved: fixes.moves.length, taken_out: fixes.missing.length };
  });
}
