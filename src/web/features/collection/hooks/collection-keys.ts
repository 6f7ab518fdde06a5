/**
 * TanStack Query keys of the collection. Everything a user owns sits under
 * ['collection', userId], so one user's cache is never shown to the next one signing in.
 */
export const collectionKeys = {
  root: (userId: number | null) => ['collection', userId] as const,
  userProducts: (userId: number | null) => ['collection', userId, 'userProducts'] as const,
  values: (userId: number | null) => ['collection', userId, 'values'] as const,
  binders: (userId: number | null) => ['collection', userId, 'binders'] as const,
  /**
   * Under binders: every add, edit, move and delete refreshes the binders (their counts and
   * values), and so the portfolio history too.
   */
  history: (userId: number | null, binderId: number | null) =>
    ['collection', userId, 'binders', 'history', binderId] as const,
  /** Catalog data, the same for everyone. */
  priceHistory: (productId: string, variant: string | null) =>
    ['priceHistory', productId, variant] as const,
};

/** Spec section 9: the user products are cached for 5 minutes. */
export const USER_PRODUCTS_STALE_TIME = 5 * 60 * 1000;
