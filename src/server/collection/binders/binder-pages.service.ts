import type { z } from 'zod';
import type {
  auditApplyInputSchema,
  FilePageEntry,
  filePageResultSchema,
} from '#core/collection/binder-location.schema.ts';
import { getPocketCount, type PocketLayout } from '#core/collection/binder-location.ts';
import { AppError } from '#core/errors.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/executor.ts';
import { enforceQuota } from '../../quotas/enforce-quota.ts';
import { type ChangeContext, tagChanges } from '../history/change-context.ts';
import { checkLocations, rethrowPocketRace } from '../items/item-location.ts';
import { findCatalogProductKinds, insertUserProducts } from '../items/user-products.repository.ts';
import { fieldError } from '../items/user-products.service.ts';
import {
  type CopyRow,
  clearPockets,
  countItemsBeyondPocket,
  lockBinderLayout,
  lockCopies,
  lockCopiesOfProducts,
  lockPageCopies,
  placeInPocket,
  setBinderLayout,
} from './binder-pages.repository.ts';
import { binderNotFound } from './binders.service.ts';

async function lockLayout(tx: Tx, userId: number, binderId: number): Promise<PocketLayout> {
  const layout = await lockBinderLayout(tx, userId, binderId);
  if (!layout) {
    throw binderNotFound(binderId);
  }
  return layout;
}

/** Changes the pocket layout; 409 while items sit in pockets the new layout does not have. */
export async function changeBinderLayout(
  db: Db,
  userId: number,
  binderId: number,
  layout: PocketLayout,
  change?: ChangeContext,
) {
  await db.transaction(async (tx) => {
    await tagChanges(tx, change);
    await lockLayout(tx, userId, binderId);
    const beyond = await countItemsBeyondPocket(tx, binderId, getPocketCount(layout));
    if (beyond > 0) {
      throw new AppError(
        'CONFLICT',
        `pocket_layout: ${beyond} ${beyond === 1 ? 'item sits' : 'items sit'} in pockets a ${layout} page does not have; move ${beyond === 1 ? 'it' : 'them'} first`,
        { field: 'pocket_layout', code: 'pockets_in_use' },
      );
    }
    await setBinderLayout(tx, binderId, layout);
  });
}

/** The user's copies named in a request; 404 naming the ids that are not theirs. */
async function lockNamedCopies(tx: Tx, userId: number, ids: number[], field: string) {
  const rows = await lockCopies(tx, userId, ids);
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new AppError('NOT_FOUND', `${field}: no collection item with id ${missing.join(', ')}`);
  }
  return new Map(rows.map((row) => [row.id, row]));
}

/** A copy that sits nowhere yet: in no pocket (of this binder or of none) and in no box. */
const isUnfiled = (copy: CopyRow, binderId: number) =>
  copy.binderPage === null &&
  copy.boxName === null &&
  (copy.binderId === null || copy.binderId === binderId);

type Pick = { pocket: number; entry: NonNullable<FilePageEntry>; index: number };

/**
 * The copy each product entry stands for: the copy already in that pocket, else one elsewhere
 * on the page, else an unfiled one (decision 058); undefined means a new copy is added.
 */
function chooseCopies(
  picks: Pick[],
  pageCopies: CopyRow[],
  candidates: CopyRow[],
  binderId: number,
) {
  const used = new Set(picks.flatMap((pick) => pick.entry.user_product_id ?? []));
  const chosen = new Map<number, number | undefined>();
  const matches = (copy: CopyRow, entry: Pick['entry']) =>
    !used.has(copy.id) &&
    !copy.wishlist &&
    copy.productId === entry.product_id &&
    (entry.variant === undefined || copy.variant === entry.variant);
  const take = (pick: Pick, copy: CopyRow | undefined) => {
    if (copy) {
      used.add(copy.id);
    }
    chosen.set(pick.index, copy?.id);
  };
  const byProduct = picks.filter((pick) => pick.entry.user_product_id === undefined);
  // Passes from the surest to the loosest, so a later pick does not take an earlier one's copy.
  for (const pick of byProduct) {
    const here = pageCopies.find((copy) => copy.binderPocket === pick.pocket);
    if (here && matches(here, pick.entry)) {
      take(pick, here);
    }
  }
  for (const pick of byProduct.filter((p) => !chosen.has(p.index))) {
    take(
      pick,
      pageCopies.find((copy) => matches(copy, pick.entry)),
    );
  }
  for (const pick of byProduct.filter((p) => chosen.get(p.index) === undefined)) {
    take(
      pick,
      candidates.find((copy) => matches(copy, pick.entry) && isUnfiled(copy, binderId)),
    );
  }
  return chosen;
}

async function addCopies(tx: Tx, userId: number, binderId: number, picks: Pick[]) {
  if (picks.length === 0) {
    return [];
  }
  const kinds = await findCatalogProductKinds(
    tx,
    picks.map((pick) => pick.entry.product_id ?? ''),
  );
  const rows = picks.map((pick) => {
    const productId = pick.entry.product_id ?? '';
    const productType = kinds.get(productId)?.type;
    if (!productType) {
      throw fieldError(
        `entries.${pick.index}.product_id`,
        `no catalog product with id "${productId}"`,
        'unknown_product',
      );
    }
    return {
      userId,
      productId,
      productType,
      apiId: productId,
      variant: pick.entry.variant ?? 'normal',
      binderId,
    };
  });
  await enforceQuota(tx, userId, 'collection_items', rows.length);
  return insertUserProducts(tx, rows);
}

type FilePageResult = z.infer<typeof filePageResultSchema>;

/**
 * Files a scanned page: the n-th entry goes into pocket n, in one transaction. Copies that were
 * on the page and are not in the scan leave their pockets (they stay in the binder).
 */
export async function fileBinderPage(
  db: Db,
  userId: number,
  binderId: number,
  page: number,
  entries: FilePageEntry[],
  change?: ChangeContext,
): Promise<FilePageResult> {
  return db
    .transaction(async (tx) => {
      await tagChanges(tx, change);
      const layout = await lockLayout(tx, userId, binderId);
      const pockets = getPocketCount(layout);
      if (entries.length > pockets) {
        throw fieldError('entries', `a ${layout} page has ${pockets} pockets`, 'too_many');
      }
      const picks = entries.flatMap((entry, index) =>
        entry ? [{ pocket: index + 1, entry, index }] : [],
      );
      const namedIds = picks.flatMap((pick) => pick.entry.user_product_id ?? []);
      if (new Set(namedIds).size !== namedIds.length) {
        throw fieldError('entries', 'an item can fill only one pocket', 'duplicate_item');
      }
      const named = await lockNamedCopies(tx, userId, namedIds, 'entries');
      for (const copy of named.values()) {
        if (copy.wishlist) {
          throw fieldError('entries', `item ${copy.id} is on your wishlist`, 'wishlist_item');
        }
      }
      const pageCopies = await lockPageCopies(tx, userId, binderId, page);
      const candidates = await lockCopiesOfProducts(
        tx,
        userId,
        picks.flatMap((pick) => pick.entry.product_id ?? []),
      );
      const chosen = chooseCopies(picks, pageCopies, candidates, binderId);
      const toAdd = picks.filter(
        (pick) => pick.entry.user_product_id === undefined && chosen.get(pick.index) === undefined,
      );
      const added = await addCopies(tx, userId, binderId, toAdd);
      for (const [i, pick] of toAdd.entries()) {
        chosen.set(pick.index, added[i]);
      }
      const placed = picks.map((pick) => ({
        binder_pocket: pick.pocket,
        user_product_id: pick.entry.user_product_id ?? chosen.get(pick.index) ?? 0,
        created: toAdd.includes(pick),
      }));
      const placedIds = new Set(placed.map((entry) => entry.user_product_id));
      const takenOut = pageCopies.filter((copy) => !placedIds.has(copy.id)).map((copy) => copy.id);
      await clearPockets(tx, userId, [...takenOut, ...placedIds]);
      for (const entry of placed) {
        await placeInPocket(tx, userId, entry.user_product_id, {
          binderId,
          page,
          pocket: entry.binder_pocket,
        });
      }
      return { binder_id: binderId, binder_page: page, placed, taken_out: takenOut };
    })
    .catch(rethrowPocketRace);
}

/**
 * The fixes chosen at the end of an audit walk, all or nothing: misplaced copies move to where
 * they were found, missing ones leave their pockets (they stay in the collection).
 */
export async function applyAuditFixes(
  db: Db,
  userId: number,
  binderId: number,
  fixes: z.output<typeof auditApplyInputSchema>,
  change?: ChangeContext,
) {
  return db
    .transaction(async (tx) => {
      await tagChanges(tx, change);
      await lockLayout(tx, userId, binderId);
      const ids = [...fixes.moves.map((move) => move.user_product_id), ...fixes.missing];
      const copies = await lockNamedCopies(tx, userId, [...new Set(ids)], 'user_product_id');
      const outside = [...copies.values()].filter((copy) => copy.binderId !== binderId);
      if (outside.length > 0) {
        throw fieldError(
          'user_product_id',
          `item ${outside.map((copy) => copy.id).join(', ')} is not in this binder`,
          'not_in_binder',
        );
      }
      await clearPockets(tx, userId, ids);
      const moves = fixes.moves.map((move, index) => ({
        field: `moves.${index}.`,
        itemId: move.user_product_id,
        location: {
          binder_id: binderId,
          binder_page: move.binder_page,
          binder_pocket: move.binder_pocket,
          box_name: null,
          box_row: null,
        },
      }));
      await checkLocations(tx, userId, moves);
      for (const move of fixes.moves) {
        await placeInPocket(tx, userId, move.user_product_id, {
          binderId,
          page: move.binder_page,
          pocket: move.binder_pocket,
        });
      }
      return { moved: fixes.moves.length, taken_out: fixes.missing.length };
    })
    .catch(rethrowPocketRace);
}
