import { isSearchable, prepareQuery } from './normalize-search-text.ts';
import { compareCatalogOrder, compareSetOrder } from './rank-order.ts';
import {
  countWholeWords,
  type NormalizedCardFields,
  normalizeCardFields,
  type ScorableCard,
  type ScorableSet,
  scoreCardFields,
  scoreSet,
} from './score-match.ts';
import { MAX_CARD_RESULTS, MAX_SET_RESULTS } from './search-constants.ts';

export type RankableCard = ScorableCard & {
  product_id: string;
  set_id: string;
  release_date?: string | null;
};
export type RankableSet = ScorableSet & { id: string; release_date?: string | null };

export type RankOptions<C> = {
  limit?: number;
  offset?: number;
  /** The card's fields in search form when the caller has them already (the server does). */
  fieldsOf?: (card: C) => NormalizedCardFields;
};

function orderKey(card: RankableCard) {
  return {
    id: card.product_id,
    set_id: card.set_id,
    number: card.number ?? null,
    release_date: card.release_date ?? null,
  };
}

/**
 * Scores every card and returns one page of the matches, best first: the straightforward
 * form of the ranking (the server ranks its SQL-filtered candidates with it; the index in
 * search-index.ts returns the same order faster).
 */
export function rankCards<C extends RankableCard>(
  cards: readonly C[],
  query: string,
  { limit = MAX_CARD_RESULTS, offset = 0, fieldsOf = normalizeCardFields }: RankOptions<C> = {},
): { cards: C[]; total: number } {
  const prepared = prepareQuery(query);
  if (!isSearchable(prepared)) {
    return { cards: [], total: 0 };
  }
  const hits = cards
    .map((card) => {
      const fields = fieldsOf(card);
      const score = scoreCardFields(fields, prepared);
      const whole =
        score > 0
          ? countWholeWords(fields.name, prepared.words) +
            countWholeWords(fields.englishName, prepared.words)
          : 0;
      return { card, score, whole };
    })
    .filter((hit) => hit.score > 0);
  hits.sort(
    (a, b) =>
      b.score - a.score ||
      b.whole - a.whole ||
      compareCatalogOrder(orderKey(a.card), orderKey(b.card)),
  );
  return {
    cards: hits.slice(offset, offset + limit).map((hit) => hit.card),
    total: hits.length,
  };
}

/** The best matching sets, best first; ties newer first. */
export function rankSets<S extends RankableSet>(
  sets: readonly S[],
  query: string,
  limit = MAX_SET_RESULTS,
): S[] {
  const prepared = prepareQuery(query);
  if (!isSearchable(prepared)) {
    return [];
  }
  return sets
    .map((set) => ({ set, score: scoreSet(set, prepared) }))
    .filter((hit) => hit.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        compareSetOrder(
          { id: a.set.id, release_date: a.set.release_date ?? null },
          { id: b.set.id, release_date: b.set.release_date ?? null },
        ),
    )
    .slice(0, limit)
    .map((hit) => hit.set);
}
