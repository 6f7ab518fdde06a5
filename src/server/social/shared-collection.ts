import type { CollectionValues, UserProduct } from '#core/collection/user-product.schema.ts';
import type { Person, SharedCollection, SharedItem } from '#core/social/social.schema.ts';
import { listBinders } from '../collection/binders/binders.repository.ts';
import { renderUserProducts } from '../collection/items/user-product-json.ts';
import { toCollectionValue } from '../collection/values/item-value.ts';
import { findPricedItems } from '../collection/values/item-values.repository.ts';
import type { Queryable } from '../db/executor.ts';
import { findScopedItemIds, type Scope } from './shared-items.repository.ts';
import type { SocialDeps } from './social-deps.ts';

export type { Scope } from './shared-items.repository.ts';

/**
 * Drops what only the owner sees: notes, purchase price and date; and, when the owner hides
 * values, every price the catalog product carries (quantity x market price is a value too).
 */
export function toSharedItem(item: UserProduct, showValues = true): SharedItem {
  const { notes: _notes, purchase_price: _price, purchased_on: _date, ...shared } = item;
  if (showValues) {
    return shared;
  }
  return {
    ...shared,
    TCGProduct: { ...shared.TCGProduct, market_price: null, price_date: null, price_source: null },
  };
}

function inScope(item: UserProduct, scope: Scope): boolean {
  switch (scope.kind) {
    case 'collection':
      return true;
    case 'wishlist':
      return item.wishlist;
    case 'binder':
      return item.binder_id === scope.binderId;
    case 'for_trade':
      return !item.wishlist && item.for_trade === true;
  }
}

const parseItems = (body: Buffer) => JSON.parse(body.toString('utf8')) as UserProduct[];

/** Every item of an owner in a scope (trade matches), prices dropped unless `showValues`. */
export async function loadOwnerItems(
  pool: SocialDeps['pool'],
  ownerId: number,
  scope: Scope,
  showValues = true,
) {
  const items = parseItems(await renderUserProducts(pool, ownerId));
  return items.filter((item) => inScope(item, scope)).map((item) => toSharedItem(item, showValues));
}

async function loadValues(db: Queryable, ownerId: number, ids: readonly number[]) {
  const values: CollectionValues = {};
  if (ids.length === 0) {
    return values;
  }
  for (const item of await findPricedItems(db, ownerId, ids)) {
    values[String(item.id)] = toCollectionValue(item);
  }
  return values;
}

export type SharedPage = { page: number; page_size: number; total_items: number };

/**
 * An owner's collection (or part of it) as someone else may see it: items without private
 * fields, values and prices only when the owner shows them, and the binders the items are in.
 * With `paging`, one page of the scope (the scope and the page are cut in SQL); without it,
 * the whole scope.
 */
export async function loadSharedCollection(
  pool: SocialDeps['pool'],
  owner: Omit<Person, 'id'> & { id: number; show_values: boolean },
  scope: Scope,
  paging?: { page: number; pageSize: number },
): Promise<SharedCollection & Partial<SharedPage>> {
  let items: SharedItem[];
  let pageInfo: SharedPage | undefined;
  if (paging) {
    const { ids, total } = await findScopedItemIds(pool, owner.id, scope, {
      offset: (paging.page - 1) * paging.pageSize,
      limit: paging.pageSize,
    });
    const rendered =
      ids.length > 0 ? parseItems(await renderUserProducts(pool, owner.id, ids)) : [];
    items = rendered.map((item) => toSharedItem(item, owner.show_values));
    pageInfo = { page: paging.page, page_size: paging.pageSize, total_items: total };
  } else {
    items = await loadOwnerItems(pool, owner.id, scope, owner.show_values);
  }
  const binderIds = new Set(items.map((item) => item.binder_id));
  const binders = (await listBinders(pool, owner.id)).filter(
    (binder) => scope.kind === 'collection' || binderIds.has(binder.id),
  );
  return {
    owner: { handle: owner.handle, display_name: owner.display_name },
    show_values: owner.show_values,
    items,
    values: owner.show_values
      ? await loadValues(
          pool,
          owner.id,
          items.map((item) => item.id),
        )
      : null,
    binders,
    ...pageInfo,
  };
}
