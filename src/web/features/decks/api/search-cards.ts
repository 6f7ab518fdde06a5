import { useQuery } from '@tanstack/react-query';
import { cardSearchResponseSchema } from '#core/catalog/catalog-query.schema.ts';
import { SEARCH_MIN_CHARS } from '#core/search/search-constants.ts';
import { deckFetch } from './deck-fetch.ts';

/** The catalog search (GET /api/cards/search), cards only. */
export const searchCards = (q: string) =>
  deckFetch(
    cardSearchResponseSchema,
    `/api/cards/search?${new URLSearchParams({ q, limit: '20', product_type: 'card' })}`,
    'Search failed',
  );

export const useCardSearch = (q: string) =>
  useQuery({
    queryKey: ['decks', 'card-search', q],
    queryFn: () => searchCards(q),
    enabled: q.trim().length >= SEARCH_MIN_CHARS,
  });
