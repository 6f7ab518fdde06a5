import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { userProductSchema } from '#core/collection/user-product.schema.ts';
import { deckFetch } from './deck-fetch.ts';

/** The user's owned cards (GET /api/iOSUserCards/), to add to a deck from the collection. */
export const fetchCollectionCards = async () =>
  (
    await deckFetch(
      z.array(userProductSchema),
      '/api/iOSUserCards/',
      'Failed to fetch user products',
    )
  ).filter((item) => !item.wishlist && item.product_type === 'card');

export const useCollectionCards = (enabled: boolean) =>
  useQuery({ queryKey: ['decks', 'collection-cards'], queryFn: fetchCollectionCards, enabled });
