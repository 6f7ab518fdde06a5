import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deckSummarySchema } from '#core/decks/deck.schema.ts';
import { DECKS_URL, deckFetch, deckKeys } from './deck-fetch.ts';

export const fetchDecks = () =>
  deckFetch(z.array(deckSummarySchema), DECKS_URL, 'Failed to fetch decks');

export const decksQuery = () => queryOptions({ queryKey: deckKeys.all, queryFn: fetchDecks });
export const useDecks = () => useQuery(decksQuery());
