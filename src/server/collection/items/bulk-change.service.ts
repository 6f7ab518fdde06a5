import type pg from 'pg';
import type { z } from 'zod';
import {
  type BulkChangeResult,
  type BulkSkip,
  type bulkChangeInputSchema,
  type bulkChangesSchema,
  bulkFilterSchema,
  MAX_BULK_CHANGE_ITEMS,
} from '#core/collection/bulk-change.schema.ts';
import { getVariantOptions } from '#core/collection/client-rules.ts';
import { buildRows, filterRows } from '#core/collection/collection-view.ts';
import { toStoredCopyLanguage } from '#core/collection/copy-language.ts';
import type { UserProduct } from '#core/collection/user-product.schema.ts';
import { AppError } from '#core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/executor.ts';
import { enforceQuota } from '../../quotas/enforce-quota.ts';
import { setItemsBinder } from '../binders/binders.repository.ts';
import { type ChangeContext, tagChanges } from '../history/change-context.ts';
import {
  copyUserItems,
  deleteUserItems,
  findProductPrintings,
  lockUserItems,
  updateUserItems,
} from './bulk-change.repository.ts';
import { renderUserProducts } from './user-product-json.ts';
import { lockUserBinders, type UserProductRow } from './user-products.repository.ts';
import { fieldError } from './user-products.service.ts';

type BulkInput = z.output<typeof bulkChangeInputSchema>;
type BulkChanges = z.output<typeof bulkChangesSchema>;
type BulkFilter = z.output<typeof bulkFilterSchema>;

function tooMany(count: number): AppError {
  return fieldError(
    'ids',
    `${count} items; a bulk change takes at most ${MAX_BULK_CHANGE_ITEMS}`,
    'too_many_items',
  );
}

/** The user's items the /home filters match, with the same rules as the list on /home. */
async function idsMatching(pool: pg.Pool, userId: number, filter: BulkFilter) {
  const items = JSON.parse(
    (await renderUserProducts(pool, userId)).toString('utf8'),
  ) as UserProduct[];
  return filterRows(buildRows(items, undefined), filter).map((row) => row.item.id);
}

/** The printing is one of the product's (or its coarse type, as old rows store). */
function hasPrinting(variants: Parameters<typeof getVariantOptions>[0], printing: string) {
  return getVariantOptions(variants).some(
    (option) => option.value === printing || option.value.split('/')[0] === printing,
  );
}

const findRowProducts = (tx: Tx, rows: UserProductRow[]) =>
  findProductPrintings(tx, [...new Set(rows.map((row) => row.productId))]);

async function checkPrintings(tx: Tx, rows: UserProductRow[], printing: string) {
  const products = await findRowProducts(tx, rows);
  const skipped: BulkSkip[] = [];
  const valid: number[] = [];
  for (const row of rows) {
    const product = products.get(row.productId);
    if (product && hasPrinting(product.variants, printing)) {
      valid.push(row.id);
    } else {
      skipped.push({
        id: row.id,
        field: 'variant',
        reason: `${product?.name ?? row.productId} has no printing "${printing}"`,
      });
    }
  }
  return { valid, skipped };
}

async function applyChanges(tx: Tx, userId: number, rows: UserProductRow[], changes: BulkChanges) {
  if (changes.binder_id != null) {
    const owned = await lockUserBinders(tx, userId, [changes.binder_id]);
    if (!owned.has(changes.binder_id)) {
      throw fieldError(
        'changes.binder_id',
        `no binder with id ${changes.binder_id} in your collection`,
        'unknown_binder',
      );
    }
  }
  const ids = rows.map((row) => row.id);
  const { variant, purchase_price, box_name, copy_language, ...rest } = changes;
  const others = {
    condition: rest.condition,
    wishlist: rest.wishlist,
    purchasePriceCents:
      purchase_price === undefined
        ? undefined
        : purchase_price === null
          ? null
          : Math.round(purchase_price * 100),
    purchasedOn: rest.purchased_on,
  };
  if (rest.binder_id !== undefined) {
    await setItemsBinder(tx, userId, ids, rest.binder_id);
  }
  await moveToBox(tx, userId, rows, box_name);
  await setCopyLanguage(tx, userId, rows, copy_language);
  if (Object.values(others).some((value) => value !== undefined)) {
    await updateUserItems(tx, userId, ids, others);
  }
  if (variant === undefined) {
    return [];
  }
  const { valid, skipped } = await checkPrintings(tx, rows, variant);
  await updateUserItems(tx, userId, valid, { variant });
  return skipped;
}

/** A copy in its card's own language stores null (ADR 067), so the rows split by product. */
async function setCopyLanguage(
  tx: Tx,
  userId: number,
  rows: UserProductRow[],
  language: BulkChanges['copy_language'],
) {
  if (language === undefined) {
    return;
  }
  const products = await findRowProducts(tx, rows);
  const stored = (row: UserProductRow) => {
    const product = products.get(row.productId);
    return product ? toStoredCopyLanguage(language, product.language) : language;
  };
  const own = rows.filter((row) => stored(row) === null).map((row) => row.id);
  const other = rows.filter((row) => stored(row) !== null).map((row) => row.id);
  await updateUserItems(tx, userId, own, { copyLanguage: null });
  await updateUserItems(tx, userId, other, { copyLanguage: language });
}

/**
 * Into a box: out of any pocket, and a copy coming from another box (or none) has no row yet;
 * copies already in that box keep their row. Null takes the copies out of their boxes.
 */
async function moveToBox(
  tx: Tx,
  userId: number,
  rows: UserProductRow[],
  boxName: string | null | undefined,
) {
  if (boxName === undefined) {
    return;
  }
  const arriving = rows.filter((row) => row.boxName !== boxName).map((row) => row.id);
  await updateUserItems(tx, userId, arriving, { boxName, boxRow: null });
  if (boxName !== null) {
    const ids = rows.map((row) => row.id);
    await updateUserItems(tx, userId, ids, { binderPage: null, binderPocket: null });
  }
}

/**
 * Changes, duplicates or deletes many of the user's items in one transaction. Named ids that
 * are not the user's make it a 404 with nothing written; a printing a product does not have
 * is left out for that item and listed in `skipped`.
 */
export async function changeUserProducts(
  db: Db,
  pool: pg.Pool,
  userId: number,
  input: BulkInput,
  change?: ChangeContext,
): Promise<BulkChangeResult> {
  const wanted = input.ids
    ? [...new Set(input.ids)]
    : await idsMatching(pool, userId, input.filter ?? bulkFilterSchema.parse({}));
  if (wanted.length > MAX_BULK_CHANGE_ITEMS) {
    throw tooMany(wanted.length);
  }
  return db.transaction(async (tx) => {
    await tagChanges(tx, change);
    const rows = await lockUserItems(tx, userId, wanted);
    if (input.ids && rows.length < wanted.length) {
      const found = new Set(rows.map((row) => row.id));
      const missing = wanted.filter((id) => !found.has(id));
      const shown = missing.slice(0, 10).join(', ');
      throw new AppError(
        'NOT_FOUND',
        `ids: no collection item with id ${shown}${missing.length > 10 ? ', ...' : ''}`,
      );
    }
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) {
      return { ids, created: [], skipped: [] };
    }
    switch (input.action) {
      case 'delete':
        await deleteUserItems(tx, userId, ids);
        return { ids, created: [], skipped: [] };
      case 'duplicate':
        await enforceQuota(tx, userId, 'collection_items', ids.length);
        return { ids, created: await copyUserItems(tx, userId, ids), skipped: [] };
      case 'update':
        return {
          ids,
          created: [],
          skipped: await applyChanges(tx, userId, rows, input.changes ?? {}),
        };
    }
  });
}
