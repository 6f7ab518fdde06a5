import type { CollectionValues, UserProduct } from '#core/collection/user-product.schema.ts';
import type { Person, SharedCollection, SharedItem } from '#core/social/social.schema.ts';
import { listBinders } from '../collection/binders/binders.repository.ts';
import { renderUserProducts } from '../collection/items/user-product-json.ts';
import { toCollectionValue } from '../collection/values/item-value.ts';
import { findPricedItems } from '../collection/values/item-values.repository.ts';
import type { Queryable } from '../db/executor.ts';
import type { SocialDeps } from './social-deps.ts';

export type Scope =
  | { kind: 'collection' }
  | { kind: 'wishlist' }
  | { kind: 'binder'; binderId: number }
  | { kind: 'for_trade' };

/** Drops what only the owner sees: notes, purchase price and date. */
export function toSharedItem(item: UserProduct): SharedItem {
  const { notes: _notes, purchase_price: _price, purchased_on: _date, ...shared } = item;
  return shared;
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

export async function loadOwnerItems(pool: SocialDeps['pool'], ownerId: number, scope: Scope) {
  const items = JSON.parse(
    (await renderUserProducts(pool, ownerId)).toString('utf8'),
  ) as UserProduct[];
  return items.filter((item) => inScope(item, scope)).map(toSharedItem);
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

/**
 * An owner's collection (or part of it) as someone else may see it: items without private
 * fields, values only when the owner shows them, and the binders the items are in.
 */
export async function loadSharedCollection(
  pool: SocialDeps['pool'],
  owner: Omit<Person, 'id'> & { id: number; show_values: boolean },
  scope: Scope,
): Promise<SharedCollection> {
  const items = await loadOwnerItems(pool, owner.id, scope);
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
  };
}
