import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cardSearchResponseSchema } from '#core/catalog/catalog-query.schema.ts';
import { request } from '../../../lib/api-client.ts';
import { gradingCall } from './read-error.ts';

/** GET /api/cards/search: cards to pick for the grading calculator (first 8 matches). */
export async function findCards(q: string) {
  const query = new URLSearchParams({ q: q.trim(), page: '1', limit: '8' });
  const response = await gradingCall(() => request(`/api/cards/search?${query}`), 'Search failed.');
  return cardSearchResponseSchema.parse(await response.json()).cards;
}

export const useFindCards = (q: string) =>
  useQuery({
    queryKey: ['grading', 'find-cards', q.trim()],
    queryFn: () => findCards(q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
