import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type CardSearchResponse,
  cardSearchResponseSchema,
} from '#core/catalog/catalog-query.schema.ts';
import { parseAnswer, requestJson } from '../../../lib/api-client.ts';

/** One page of the server's ranked card search: GET /api/cards/search?q=&page=&limit= */
export async function searchCards(
  q: string,
  page: number,
  limit: number,
): Promise<CardSearchResponse> {
  const query = new URLSearchParams({ q: q.trim(), page: String(page), limit: String(limit) });
  const body = await requestJson(`/api/cards/search?${query}`);
  return parseAnswer(cardSearchResponseSchema, body, 'Failed to search cards');
}

export function cardSearchQueryOptions(q: string, page: number, limit: number) {
  return queryOptions({
    queryKey: ['cardSearch', q.trim(), page, limit],
    queryFn: () => searchCards(q, page, limit),
    staleTime: 5 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}
