import { MAX_QUERY_WORDS, SEARCH_MIN_CHARS } from './search-constants.ts';

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const WHITESPACE = /\s+/g;

/**
 * The form every search comparison uses: compatibility forms folded (full-width digits and
 * letters become ASCII), Latin accents dropped ('Flabébé' -> 'flabebe'), kana kept whole,
 * lower case, whitespace collapsed. The server stores names in this form at import, so SQL
 * pre-filtering and this module agree exactly.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(WHITESPACE, ' ')
    .trim();
}

/** '025' and '25' are the same card number; 'TG05' keeps its zero. */
export function stripLeadingZeros(number: string): string {
  return number.replace(/^0+(?=\d)/, '');
}

export type PreparedQuery = {
  /** The whole normalized query. */
  text: string;
  /** Its distinct words, in order, at most MAX_QUERY_WORDS. */
  words: string[];
  /** The query as a URL slug, compared with set url names ('surging sparks' -> 'surging-sparks'). */
  slug: string;
};

export function prepareQuery(query: string): PreparedQuery {
  const text = normalizeSearchText(query);
  const words = [...new Set(text.split(' ').filter(Boolean))].slice(0, MAX_QUERY_WORDS);
  // Runs are single dashes after the first replace; `^-+|-+$` would backtrack on long runs.
  const slug = text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return { text, words, slug };
}

/** True when the query is long enough to search (spec: 2 or more characters). */
export function isSearchable(query: PreparedQuery): boolean {
  return query.text.length >= SEARCH_MIN_CHARS && query.words.length > 0;
}
