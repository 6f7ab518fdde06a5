export type SetCompletion = { owned: number; total: number; percent: number };

/** The catalog products the user owns: wishlist entries do not count. */
export function getOwnedProductIds(
  items: readonly { product_id: string; wishlist: boolean }[],
): Set<string> {
  return new Set(items.filter((item) => !item.wishlist).map((item) => item.product_id));
}

/**
 * How many distinct cards of a set the user owns, of how many. The percent is rounded down, so
 * 100% means every card (and a set with no cards is 0%).
 */
export function setCompletion(
  ownedProductIds: ReadonlySet<string>,
  setCards: readonly { product_id: string }[],
): SetCompletion {
  const cardIds = new Set(setCards.map((card) => card.product_id));
  let owned = 0;
  for (const id of cardIds) {
    if (ownedProductIds.has(id)) {
      owned += 1;
    }
  }
  const total = cardIds.size;
  const percent = total === 0 ? 0 : Math.floor((owned / total) * 100);
  return { owned, total, percent };
}
