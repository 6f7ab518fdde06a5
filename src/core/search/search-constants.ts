/** Spec sections 5 and 9: suggestions start at this many characters (after trimming). */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_DEBOUNCE_MS = 300;
export const MAX_CARD_RESULTS = 20;
export const MAX_SHOP_RESULTS = 10;
/** Sets shown beside the card results (the spec gives no number; the shop's 10 is reused). */
export const MAX_SET_RESULTS = 10;
/** Words past this many are ignored (each word takes one bit of a match mask). */
export const MAX_QUERY_WORDS = 16;

/** Card points (spec section 5); see score-match.ts for how words add up. */
export const CARD_POINTS = {
  nameWord: 30,
  nameExactBonus: 30,
  numberExact: 70,
  numberContains: 40,
  setWord: 20,
  /**
   * A Japanese or Chinese card's English name (decision 073): below the native name's points,
   * so an English query lists the English printing of a name before its Asian printings.
   */
  englishNameWord: 20,
  englishNameExactBonus: 20,
} as const;

/** Set points (spec section 5). */
export const SET_POINTS = {
  nameWord: 30,
  nameExactBonus: 30,
  codeWord: 25,
  codeExactBonus: 25,
} as const;
