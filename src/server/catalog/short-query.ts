import { prepareQuery } from '#core/search/normalize-search-text.ts';

/** Words this short match most of the catalog: ranking them is the expensive search path. */
const SHORT_WORD_LENGTH = 3;

/**
 * Judged on the normalized, deduplicated words the search runs with, not the raw text: "e e e"
 * is one word, "e", and as costly as "e".
 */
export function isShortQuery(q: string): boolean {
  return prepareQuery(q).words.every((word) => word.length < SHORT_WORD_LENGTH);
}

/** The query as the search reads it: spacing and case variants share one cache entry. */
export function searchCacheQuery(q: string): string {
  return prepareQuery(q).text;
}
