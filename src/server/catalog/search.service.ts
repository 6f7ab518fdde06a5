import type pg from 'pg';
import type { CardSearchQuery, CardSearchResponse } from '#core/catalog/catalog-query.schema.ts';
import { prepareQuery } from '#core/search/normalize-search-text.ts';
import { rankCards, rankSets } from '#core/search/rank-catalog.ts';
import { MAX_SET_RESULTS } from '#core/search/search-constants.ts';
import { getProductsByIds } from './products.repository.ts';
import { findCardCandidates } from './search.repository.ts';
import { getSetsByIds, listSetSearchFields } from './sets.repository.ts';

/** Card and set search ranked by #core/search, the scoring the browser uses. */
export async function searchCards(
  pool: pg.Pool,
  query: CardSearchQuery,
): Promise<CardSearchResponse> {
  const { words } = prepareQuery(query.q);
  const [candidates, setFields] = await Promise.all([
    findCardCandidates(pool, { words, language: query.language, productType: query.product_type }),
    listSetSearchFields(pool, query.language),
  ]);
  const ranked = rankCards(candidates, query.q, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    fieldsOf: (card) => ({
      name: card.search_name,
      number: card.search_number,
      setName: card.search_set_name,
      englishName: card.search_english_name,
    }),
  });
  const setIds = rankSets(setFields, query.q, MAX_SET_RESULTS).map((set) => set.id);
  const [cards, sets] = await Promise.all([
    getProductsByIds(
      pool,
      ranked.cards.map((card) => card.product_id),
    ),
    getSetsByIds(pool, setIds),
  ]);
  return { cards, sets, total: ranked.total, page: query.page, limit: query.limit };
}
