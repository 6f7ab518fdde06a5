import type { CardSearchQuery, CardSearchResponse } from '#core/catalog/catalog-query.schema.ts';

/** Queries this short match a large part of the catalog: they are budgeted and cached. */
export const SHORT_QUERY_LENGTH = 3;
const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

export function isShortQuery(q: string): boolean {
  return q.replace(/\s+/g, '').length < SHORT_QUERY_LENGTH;
}

/**
 * Answers of short searches for TTL_MS: a burst of "pi", "ch", ... costs one ranking each.
 * In-flight answers are shared too, so parallel identical requests rank once.
 */
export function createShortSearchCache() {
  const entries = new Map<string, { at: number; answer: Promise<CardSearchResponse> }>();
  return async (
    query: CardSearchQuery,
    search: () => Promise<CardSearchResponse>,
    onMiss: () => Promise<void>,
  ): Promise<CardSearchResponse> => {
    const key = JSON.stringify([
      query.q.trim().toLowerCase(),
      query.language,
      query.product_type,
      query.page,
      query.limit,
    ]);
    const hit = entries.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) {
      return hit.answer;
    }
    await onMiss();
    const answer = search();
    entries.delete(key);
    entries.set(key, { at: Date.now(), answer });
    answer.catch(() => entries.delete(key));
    if (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) {
        entries.delete(oldest);
      }
    }
    return answer;
  };
}
