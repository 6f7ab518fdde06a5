import { queryOptions, useQuery } from '@tanstack/react-query';
import { deckDetailSchema } from '#core/decks/deck.schema.ts';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export const fetchDeck = (id: number) =>
  deckFetch(deckDetailSchema, `${DECKS_URL}/${id}`, 'Failed to fetch the deck');

export const deckQuery = (id: number) =>
  queryOptions({ queryKey: deckKeys.one(id), queryFn: () => fetchDeck(id), retry: false });
export const useDeck = (id: number) => useQuery(deckQuery(id));
