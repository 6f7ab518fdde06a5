import type pg from 'pg';
import { userProductInputSchema } from '#core/collection/user-product.schema.ts';
import { serverChange } from '../collection/history/change-context.ts';
import { createUserProducts } from '../collection/items/user-products.service.ts';
import type { Db } from '../db/client.ts';
import { findDeckCardRows } from './deck-cards.repository.ts';
import { allocateOwned } from './deck-detail.ts';
import type { DeckService } from './decks.service.ts';

type Deps = { db: Db; pool: pg.Pool; decks: DeckService };

/**
 * Puts the deck's missing cards on the wishlist through the collection's own create path, less
 * what is already wishlisted for that printing, so a second click adds nothing.
 */
export function createDeckWishlistService(deps: Deps) {
  return {
    async addMissing(userId: number, id: number): Promise<{ added: number; items: number }> {
      const deck = await deps.decks.summary(userId, id);
      const rows = await findDeckCardRows(deps.pool, userId, id);
      const owned = allocateOwned(rows);
      const inputs = rows.flatMap((row, index) => {
        const quantity = row.count - (owned[index] ?? 0) - row.wishlisted;
        return quantity > 0
          ? [userProductInputSchema.parse({ product_id: row.product_id, quantity, wishlist: true })]
          : [];
      });
      if (inputs.length === 0) {
        return { added: 0, items: 0 };
      }
      await createUserProducts(deps.db, userId, inputs, {
        bulk: true,
        change: serverChange('deck_wishlist', deck.name),
      });
      return {
        added: inputs.reduce((sum, input) => sum + input.quantity, 0),
        items: inputs.length,
      };
    },
  };
}
