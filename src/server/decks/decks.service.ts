import type pg from 'pg';
import type { DeckDetail, DeckFormat, DeckSummary } from '#core/decks/deck.schema.ts';
import { AppError } from '#core/errors.ts';
import { toUtcDate } from '#core/prices/price-dates.ts';
import type { Db } from '../db/client.ts';
import { enforceQuota } from '../quotas/enforce-quota.ts';
import { findDeckCardRows } from './deck-cards.repository.ts';
import { buildDeckDetail } from './deck-detail.ts';
import {
  copyDeckCards,
  deleteDeck,
  findDeckSummary,
  findProductType,
  insertDeck,
  listDecks,
  lockDeck,
  setDeckCardCount,
  updateDeck,
} from './decks.repository.ts';

export type DeckDeps = { db: Db; pool: pg.Pool; today?: () => string };

export function deckNotFound(id: number): AppError {
  return new AppError('NOT_FOUND', `No deck with id ${id}`);
}

export function createDeckService(deps: DeckDeps) {
  const today = deps.today ?? (() => toUtcDate(new Date()));

  async function summary(userId: number, id: number): Promise<DeckSummary> {
    const found = await findDeckSummary(deps.pool, userId, id);
    if (!found) {
      throw deckNotFound(id);
    }
    return found;
  }

  async function detail(userId: number, id: number): Promise<DeckDetail> {
    const deck = await summary(userId, id);
    const rows = await findDeckCardRows(deps.pool, userId, id);
    return buildDeckDetail(deck, rows, today());
  }

  return {
    list: (userId: number) => listDecks(deps.pool, userId),
    summary,
    detail,

    async create(userId: number, input: { name: string; format: DeckFormat }) {
      const id = await deps.db.transaction(async (tx) => {
        await enforceQuota(tx, userId, 'decks');
        return insertDeck(tx, userId, input);
      });
      return summary(userId, id);
    },

    async update(userId: number, id: number, changes: { name?: string; format?: DeckFormat }) {
      if (!(await updateDeck(deps.db, userId, id, changes))) {
        throw deckNotFound(id);
      }
      return summary(userId, id);
    },

    async remove(userId: number, id: number) {
      if (!(await deleteDeck(deps.db, userId, id))) {
        throw deckNotFound(id);
      }
    },

    /** A copy named "<name> (copy)" with the same format and cards. */
    async duplicate(userId: number, id: number) {
      const copyId = await deps.db.transaction(async (tx) => {
        const deck = await lockDeck(tx, userId, id);
        if (!deck) {
          throw deckNotFound(id);
        }
        await enforceQuota(tx, userId, 'decks');
        const name = `${deck.name} (copy)`.slice(0, 80);
        const newId = await insertDeck(tx, userId, { name, format: deck.format as DeckFormat });
        await copyDeckCards(tx, id, newId);
        return newId;
      });
      return summary(userId, copyId);
    },

    /** Sets how many of a printing the deck holds (0 removes it); returns the checked deck. */
    async setCard(userId: number, id: number, productId: string, count: number) {
      await deps.db.transaction(async (tx) => {
        if (!(await lockDeck(tx, userId, id))) {
          throw deckNotFound(id);
        }
        const type = await findProductType(tx, productId);
        if (type !== 'card') {
          throw new AppError(
            'VALIDATION_FAILED',
            type
              ? `product_id: "${productId}" is a sealed product, not a card`
              : `product_id: no catalog card with id "${productId}"`,
            { field: 'product_id', code: 'unknown_card' },
          );
        }
        await setDeckCardCount(tx, id, productId, count);
      });
      return detail(userId, id);
    },
  };
}

export type DeckService = ReturnType<typeof createDeckService>;
